export const buildName = "fixture";
