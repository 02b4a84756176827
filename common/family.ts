// Families (SPEC §10): limits shared by the server's rules and the family page.

/** Adults besides the guardians who may collect one child at the door. */
export const MAX_COLLECTORS = 4;
