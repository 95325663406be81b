import { useEffect, useState } from "react";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { AnswerCheck } from "#shared/api/public-answers.ts";
import { getAnswer } from "#app/lib/api-client.ts";

/**
 * How many of a list wait for staff (its `total`), for the navigation: read again at each
 * navigation (`navigation` changes).
 */
function useWaitingCount(url: string, check: AnswerCheck<{ total: number }>, navigation: string) {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let current = true;
    // A failure leaves the last count: the session's own check sends a signed-out admin away.
    getAnswer(url, check).then(
      (answer) => current && setCount(answer.total),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [url, check, navigation]);
  return count;
}

/** Payments customers reported that staff have not yet confirmed or rejected. */
export const useReportedPaymentCount = (navigation: string) =>
  useWaitingCount(
    apiUrl(apiRoutes.adminPayments, { query: { status: "reported" } }),
    apiSchemas.adminPayments.response,
    navigation,
  );

/** Returns customers asked for that staff have not yet approved or rejected. */
export const useRequestedReturnCount = (navigation: string) =>
  useWaitingCount(
    apiUrl(apiRoutes.adminReturns, { query: { status: "requested" } }),
    apiSchemas.adminReturns.response,
    navigation,
  );
