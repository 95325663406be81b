// Planted: public-code-imports-router.
import { Link } from "react-router";

export const pageLink = Link;
