declare module 'punycode/punycode.es6.js' {
  const punycode: {
    toASCII(domain: string): string;
    toUnicode(domain: string): string;
  };
  export default punycode;
}
