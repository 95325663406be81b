// Allowed: the browser's code uses React.
import { useState } from "react";

export const useCount = () => useState(0);
