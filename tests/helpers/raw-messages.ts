/**
 * The wording of the schema library's own messages ("Invalid input: expected array, received
 * undefined", "Too small: ...", "Invalid option: ..."): a message the product shows must be its
 * own, never one of these.
 */
export const RAW_SCHEMA_MESSAGE = /Invalid (input|option|string|number|enum|type|value|key|discriminator|URL|url|email|date|element|union)|expected .* received|Required|Too (small|big)|Unrecognized key/;
