/**
 * A label that holds a phone number ("Llame a servicio: (309) 555-0102"), for a tel: link
 * whose words may wrap: the site keeps every tel: link on one line (app.css), which a long
 * Spanish label cannot afford on a phone, so the link wraps (`whitespace-normal`) between its
 * words and the number alone stays whole.
 */
export function PhoneInText({ text, phone }: { text: string; phone: string }) {
  const at = text.indexOf(phone);
  if (at < 0) return <span>{text}</span>;
  // One element: in a flex button, loose text and the number would be laid out side by side.
  return (
    <span>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{phone}</span>
      {text.slice(at + phone.length)}
    </span>
  );
}
