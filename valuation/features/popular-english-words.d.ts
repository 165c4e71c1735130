// The package ships plain JavaScript; its word list module exports one array, most frequent word first.
declare module 'popular-english-words/words.js' {
  export const words: string[];
}
