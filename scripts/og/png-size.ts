/** Width and height from a PNG's IHDR chunk; throws on anything that is not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const header = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isPng = bytes.length >= 24 && signature.every((byte, index) => bytes[index] === byte) && String.fromCharCode(...bytes.subarray(12, 16)) === "IHDR";
  if (!isPng) throw new Error("Not a PNG file");
  return { width: header.getUint32(16), height: header.getUint32(20) };
}
