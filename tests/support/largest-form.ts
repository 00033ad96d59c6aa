/**
 * The largest post a visitor can legitimately make: the full credit application with a
 * co-borrower, three residences and three jobs each, every text field at the length its
 * validation allows. `letter` fills the free text: "a" is the common case; a character of
 * three UTF-8 bytes (e.g. "中") is the worst case, since a browser sends it as nine bytes
 * (%E4%B8%AD) in a urlencoded form. The body limit (server/body-limit.ts) must fit it.
 */
export function largestCreditApplication(letter: string, token = "x".repeat(200)): Record<string, string> {
  const text = (length: number) => letter.repeat(length);
  const phone = "+1 (309) 555-0123";
  const email = `${"a".repeat(64)}@${"b".repeat(180)}.com`;
  const fields: Record<string, string> = {
    leadFormToken: token,
    companyWebsite: "",
    firstName: text(100),
    middleName: text(100),
    lastName: text(100),
    suffix: "III",
    dateOfBirth: "1980-01-31",
    email,
    phone,
    ssn: "123-45-6789",
    hasCoBorrower: "on",
    consent: "on",
    "coBorrower.firstName": text(100),
    "coBorrower.middleName": text(100),
    "coBorrower.lastName": text(100),
    "coBorrower.suffix": "III",
    "coBorrower.dateOfBirth": "1981-02-28",
    "coBorrower.email": email,
    "coBorrower.phone": phone,
    "coBorrower.ssn": "123-45-6788",
  };
  for (const prefix of ["", "coBorrower."]) {
    for (let i = 0; i < 3; i++) {
      const residence = `${prefix}residences[${i}].`;
      Object.assign(fields, {
        [`${residence}fullAddress`]: text(200),
        [`${residence}apartment`]: text(50),
        [`${residence}city`]: text(100),
        [`${residence}state`]: "IL",
        [`${residence}zipCode`]: "61265-1234",
        [`${residence}housingStatus`]: "Live with family",
        [`${residence}monthlyRent`]: "100,000.00",
        [`${residence}yearsAtAddress`]: "99",
        [`${residence}monthsAtAddress`]: "11",
      });
      const job = `${prefix}employments[${i}].`;
      Object.assign(fields, {
        [`${job}employer`]: text(200),
        [`${job}jobTitle`]: text(100),
        [`${job}incomeType`]: "Self-employed",
        [`${job}monthlyIncome`]: "1,000,000.00",
        [`${job}phone`]: phone,
        [`${job}years`]: "99",
        [`${job}months`]: "11",
      });
    }
  }
  return fields;
}
