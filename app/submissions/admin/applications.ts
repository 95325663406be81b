import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { ApplicationRow, ApplicationSortKey } from "#shared/schemas/admin.ts";
import { confirmAndDelete, saveResponse, signInUrl } from "#app/admin/admin-api.ts";
import { callApi } from "#app/lib/api-client.ts";
import { useAdminList, useListFilters } from "#app/admin/use-admin-list.ts";
import { ADMIN_PAGE_SIZE } from "#shared/limits.ts";

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
  const { filters, setFilters, filter, setPage } = useListFilters(initialFilters);
  const query = {
    q: filters.q,
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
    pageSize: ADMIN_PAGE_SIZE,
    jobCategory: filters.jobCategory || undefined,
    employmentType: filters.employmentType || undefined,
    status: filters.status || undefined,
  };
  const list = useAdminList(
    apiUrl(apiRoutes.listApplications, { query }),
    apiSchemas.listApplications.response,
    (answer) => ({ items: answer.applications, total: answer.total }),
    "Failed to fetch applications",
  );
  return { ...list, filters, setFilters, filter, setPage };
}

/** Downloads a resume as `{name}_resume.{ext}`, with the spec's alerts when it fails. */
export async function downloadResume(application: ApplicationRow) {
  try {
    const response = await callApi(apiRoutes.applicationResume, {
      params: { id: application._id },
    });
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
    const params = { id: application._id };
    const response = await callApi(apiRoutes.applicationResume, { params });
    if (!response.ok) return window.alert("Error opening resume");
    const inline = apiUrl(apiRoutes.applicationResume, {
      params,
      query: { disposition: "inline" },
    });
    window.open(inline, "_blank", "noopener");
  } catch {
    window.alert("Error opening resume");
  }
}

/** Erases an application and its resume after the administrator confirms. */
export function eraseApplication(application: ApplicationRow): Promise<boolean> {
  return confirmAndDelete(
    `Delete the application from ${application.name}, with its resume? This cannot be undone.`,
    "The application could not be deleted. Please try again.",
    apiRoutes.eraseApplication,
    { params: { id: application._id } },
  );
}
