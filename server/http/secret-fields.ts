/** Form fields holding secrets: never kept as old input, and free to hold any character (nobody sees them). */
export const SECRET_FIELD = /password|token|secret/i;
