/**
 * CRC-32 of two byte runs put together, from their CRCs and the second's length (zlib's
 * `crc32_combine`, which Node does not expose). The origin cache keeps a page only deflated,
 * cut where its nonce stood; a hit joins the pieces around a fresh nonce, and the gzip trailer
 * needs the CRC-32 of the whole page: combining the pieces' CRCs, kept from when the page was
 * stored, means the page's plain bytes need not be kept at all.
 *
 * Polynomials over GF(2) in zlib's reflected bit order (the top bit is x^0), modulo the CRC-32
 * polynomial: combining is crc1 * x^(8 * len2) + crc2.
 */

const POLYNOMIAL = 0xedb88320;
const X0 = 0x80000000;

/** a(x) * b(x) modulo the CRC-32 polynomial. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let m = X0; m !== 0; m >>>= 1) {
    if ((a & m) !== 0) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X_TO_TWO_TO_K = (() => {
  const table = new Uint32Array(32);
  let p = X0 >>> 1; // x^1
  for (let k = 0; k < 32; k++) {
    table[k] = p;
    p = multiplyModP(p, p);
  }
  return table;
})();

/** x^(8n) modulo the polynomial: the shift of n bytes. */
function shiftOfBytes(n: number): number {
  let shift = X0; // x^0
  let k = 3; // 8n = n * 2^3
  for (let rest = n; rest > 0; rest = Math.floor(rest / 2), k++) {
    if (rest % 2 === 1) shift = multiplyModP(X_TO_TWO_TO_K[k % 32]!, shift);
  }
  return shift;
}

/** The CRC-32 of A followed by B, from CRC(A), CRC(B) and the length of B in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(shiftOfBytes(lengthB), crcA >>> 0) ^ crcB) >>> 0;
}
