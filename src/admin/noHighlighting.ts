/**
 * Stands in for Shiki's language grammars and themes in the editor's bundle: they only colour
 * the code field, which no content file uses, and would add about 280 files to every build.
 */
export default [];
