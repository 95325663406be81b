import type { ApiRouteName } from "#shared/api/routes.ts";
import { paths } from "#shared/site-paths.ts";

// An enquiry and a job application go through the same steps: stored, notified, listed,
// released from the spam, given a status, erased. What differs between the two kinds is said
// here once, for the server and the admin pages alike.

export const submissionKinds = ["enquiry", "application"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

type KindDescription = {
  /** "That enquiry no longer exists.", "Delete the enquiry from …" */
  noun: string;
  /** Its list's field in the API's answers, and in the session's count of new ones. */
  plural: string;
  /** Its list's heading. */
  label: string;
  table: string;
  /** The admin pages that list it: their links show how many are new. */
  adminPages: readonly string[];
  routes: Record<"list" | "erase" | "release" | "setStatus", ApiRouteName>;
  /** What the audit log calls an administrator's erasure, release and change of status. */
  audit: Record<"erase" | "release" | "setStatus", string>;
};

export const submissionKind = {
  enquiry: {
    noun: "enquiry",
    plural: "enquiries",
    label: "Enquiries",
    table: "enquiries",
    adminPages: [paths.adminEnquiries],
    routes: {
      list: "listEnquiries",
      erase: "eraseEnquiry",
      release: "releaseEnquiry",
      setStatus: "setEnquiryStatus",
    },
    audit: { erase: "erase-enquiry", release: "release-enquiry", setStatus: "status-enquiry" },
  },
  application: {
    noun: "application",
    plural: "applications",
    label: "Applications",
    table: "career_applications",
    adminPages: [paths.admin, paths.adminCards],
    routes: {
      list: "listApplications",
      erase: "eraseApplication",
      release: "releaseApplication",
      setStatus: "setApplicationStatus",
    },
    audit: {
      erase: "erase-application",
      release: "release-application",
      setStatus: "status-application",
    },
  },
} as const satisfies Record<SubmissionKind, KindDescription>;
