import { Fragment } from "react";

/**
 * A menu label that may wrap between its words but never inside one: a word joined by a
 * hyphen or a slash ("Pre-Approval", "Sell/Trade") is kept on one line, where a browser
 * would otherwise break after the hyphen or the slash in a narrow column (issue 17).
 */
export function WholeWords({ text }: { text: string }) {
  // Most labels have no such word: the text as it is (one text node, no markers in the HTML).
  if (!/[-/‐]/.test(text)) return <>{text}</>;
  // The words that hold a hyphen or slash in a nowrap span; the text between them as one string.
  const parts: Array<{ text: string; whole: boolean }> = [];
  for (const part of text.split(/(\s+)/)) {
    const whole = /[-/‐]/.test(part);
    const last = parts.at(-1);
    if (last && !last.whole && !whole) last.text += part;
    else parts.push({ text: part, whole });
  }
  return (
    <>
      {parts.map((part, index) =>
        part.whole ? (
          <span key={index} className="whitespace-nowrap">
            {part.text}
          </span>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
