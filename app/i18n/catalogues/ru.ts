import en, { type Catalogue } from "./en.ts";
const ru: Catalogue = en;
export default ru;
