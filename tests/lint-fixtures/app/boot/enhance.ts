// Allowed: an inline script uses shared code without React.
import { format } from "#shared/format.ts";

export const enhance = () => format(" on ");
