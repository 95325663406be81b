// Allowed: the admin keeps React Router.
import { Link } from "react-router";

export const adminLink = Link;
