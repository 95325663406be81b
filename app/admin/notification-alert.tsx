import { Link } from "react-router";
import type { NotificationAlert } from "#shared/schemas/admin.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import { paths } from "#shared/site-paths.ts";

/**
 * On every admin page while notifications of new submissions have not gone out for longer than
 * the server's NOTIFY_ALERT_AFTER_MS: the staff read them here instead, and tell whoever runs the
 * server. It goes once the mail goes out, or once staff have dealt with those submissions.
 */
export function NotificationAlertBanner({ alert }: { alert: NotificationAlert }) {
  const waiting =
    alert.count === 1 ? "1 new submission has" : `${alert.count} new submissions have`;
  return (
    <section
      aria-labelledby="notification-alert-heading"
      className="border-b-4 border-red-700 bg-red-50 text-red-950"
    >
      <div className="mx-auto max-w-7xl px-4 py-3">
        <h2 id="notification-alert-heading" className="font-bold">
          Email notifications are failing
        </h2>
        <p>
          {waiting} not been emailed to the company (the oldest since {indiaDateTime(alert.since)}).
          Read them under{" "}
          <Link to={paths.adminEnquiries} className="font-semibold underline">
            Enquiries
          </Link>{" "}
          and{" "}
          <Link to={paths.admin} className="font-semibold underline">
            Applications
          </Link>
          , and ask whoever runs the server to check its mail settings.
        </p>
      </div>
    </section>
  );
}
