import { useEffect, useState } from "react";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { getAnswer } from "./api-client";

/**
 * How many payments customers reported that staff have not yet confirmed or rejected, for the
 * navigation: read again at each navigation (`navigation` changes).
 */
export function useReportedPaymentCount(navigation: string) {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let current = true;
    const url = apiUrl(apiRoutes.adminPayments, { query: { status: "reported" } });
    // A failure leaves the last count: the session's own check sends a signed-out admin away.
    getAnswer(url, apiSchemas.adminPayments.response).then(
      (answer) => current && setCount(answer.total),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [navigation]);
  return count;
}
