// The relationships a guardian can have to a member (the GuardianRelationship enum of the data model),
// shared by the server's validation and the settings form.

export const GUARDIAN_RELATIONSHIPS = ['parent', 'legal_guardian', 'other'] as const;

export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];
