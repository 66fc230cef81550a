import en, { type Catalogue } from "./en.ts";
const uz: Catalogue = en;
export default uz;
