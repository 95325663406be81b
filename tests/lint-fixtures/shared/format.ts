export const format = (text: string) => text.trim();
