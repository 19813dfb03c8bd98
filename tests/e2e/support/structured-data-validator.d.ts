/** The part of @adobe/structured-data-validator the JSON-LD checks use (it ships no types). */
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    /** schema.org's vocabulary as its JSON-LD release file (`@graph`). */
    constructor(schemaOrgJson?: object);
    validate(data: { jsonld: Record<string, object[]> }): Promise<unknown[]>;
  }
}
