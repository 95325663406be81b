import { useState } from "react";
import { ADMIN_PAGE_SIZE } from "#shared/limits.ts";
import type { ApplicationRow, ApplicationSortKey } from "#shared/schemas/admin.ts";
import { confirmAndDelete, saveResponse, signInUrl } from "./admin-api";
import { useAdminList } from "./use-admin-list";

export type ApplicationFilters = {
  q: string;
  jobCategory: string;
  employmentType: string;
  status: string;
  sort: ApplicationSortKey;
  order: "asc" | "desc";
  page: number;
};

export const initialFilters: ApplicationFilters = {
  q: "",
  jobCategory: "",
  employmentType: "",
  status: "",
  sort: "submittedAt",
  order: "desc",
  page: 1,
};

/** The applications list with the visitor's search, filters, sort and page. */
export function useApplications() {
  const [filters, setFilters] = useState(initialFilters);
  const params = new URLSearchParams({
    q: filters.q,
    sort: filters.sort,
    order: filters.order,
    page: String(filters.page),
    pageSize: String(ADMIN_PAGE_SIZE),
  });
  if (filters.jobCategory) params.set("jobCategory", filters.jobCategory);
  if (filters.employmentType) params.set("employmentType", filters.employmentType);
  if (filters.status) params.set("status", filters.status);
  const list = useAdminList<ApplicationRow>(
    `/api/career-applications?${params}`,
    "applications",
    "Failed to fetch applications",
  );
  const setPage = (page: number) => setFilters({ ...filters, page });
  return { ...list, filters, setFilters, setPage };
}

const resumeUrl = (id: string) => `/api/career-application/${encodeURIComponent(id)}/resume`;

/** Downloads a resume as `{name}_resume.{ext}`, with the spec's alerts when it fails. */
export async function downloadResume(application: ApplicationRow) {
  try {
    const response = await fetch(resumeUrl(application._id));
    if (response.status === 401) return void window.location.assign(signInUrl());
    if (!response.ok) return window.alert("Resume not found or error downloading");
    await saveResponse(response, `${application.name}_resume.${application.resumeType ?? "pdf"}`);
  } catch {
    window.alert("Error downloading resume");
  }
}

/** Opens a PDF resume in a new tab (Word files download), with the spec's alert on failure. */
export async function openResume(application: ApplicationRow) {
  if (application.resumeType !== "pdf") return downloadResume(application);
  try {
    const response = await fetch(resumeUrl(application._id), { method: "GET" });
    if (!response.ok) return window.alert("Error opening resume");
    window.open(`${resumeUrl(application._id)}?disposition=inline`, "_blank", "noopener");
  } catch {
    window.alert("Error opening resume");
  }
}

/** Erases an application and its resume after the administrator confirms. */
export function eraseApplication(application: ApplicationRow): Promise<boolean> {
  return confirmAndDelete(
    `Delete the application from ${application.name}, with its resume? This cannot be undone.`,
    `/api/career-application/${encodeURIComponent(application._id)}`,
    "The application could not be deleted. Please try again.",
  );
}
