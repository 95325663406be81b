import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApplicationForm } from "#app/submissions/application-form.tsx";
import { formTexts, texts } from "#shared/content/text.ts";
import { chooseFiles, renderOnPage } from "#tests/support/component.tsx";
import { applicant } from "#tests/support/sample-submissions.ts";

// The careers page's application form (docs/product.md#validation, #messages), as
// tests/e2e/forms.spec.ts drives it in Chromium: checks in words, the resume's checks before
// upload, what is posted with the upload's progress, and the states.

const { forms } = texts.en;
const form = formTexts(forms, "application", "stored");
const names = { jobCategories: forms.jobCategories, employmentTypes: forms.employmentTypes };
const messages = forms.validation;

/**
 * The browser's upload channel, answered by the test: the form sends the careers form through
 * XMLHttpRequest, the one API that reports upload progress.
 */
class FakeUpload extends EventTarget {
  static sent: FakeUpload[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  responseType = "";
  status = 0;
  response: unknown = null;
  body: FormData | null = null;
  readonly upload = new EventTarget();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(
        Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }),
      );
    });
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    act(() => {
      this.dispatchEvent(new Event("load"));
    });
  }
}

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
});

function renderForm() {
  const user = userEvent.setup({ delay: null });
  renderOnPage(<ApplicationForm text={form} names={names} />, { path: "/careers" });
  return user;
}

const field = (name: RegExp) => screen.getByLabelText(name);
const submit = () => screen.getByRole("button", { name: form.fields.submit });
const status = () => screen.getByRole("status");
const pdf = (bytes = 1000, name = "cv.pdf") =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Full name\b/), applicant.name);
  await user.type(field(/^Email\b/), applicant.email);
  await user.type(field(/^Phone\b/), applicant.phone);
  await user.selectOptions(field(/^Job category\b/), applicant.jobCategory);
  await user.selectOptions(field(/^Employment type\b/), applicant.employmentType);
  await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
}

describe("the application form", () => {
  it("offers the job categories and employment types, none chosen at first", () => {
    renderForm();
    const category = field(/^Job category\b/) as HTMLSelectElement;
    expect(category.value).toBe("");
    expect(
      within(category)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([form.fields.jobCategoryPlaceholder, ...Object.values(forms.jobCategories)]);
    expect(
      within(field(/^Employment type\b/))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([form.fields.employmentTypePlaceholder, ...Object.values(forms.employmentTypes)]);
  });

  it("requires the job category, employment type and consent, and uploads nothing", async () => {
    const user = renderForm();
    await user.type(field(/^Full name\b/), "Ravi");
    await user.type(field(/^Email\b/), "ravi@example.com");
    await user.type(field(/^Phone\b/), "9437011111");
    await user.click(submit());
    expect(await screen.findByText(messages.jobCategory)).toBeTruthy();
    expect(screen.getByText(messages.employmentType)).toBeTruthy();
    expect(screen.getByText(messages.consent)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Job category\b/)));
    expect(FakeUpload.sent).toEqual([]);
  });

  it("refuses an oversize resume and one of another type in the browser, without uploading", async () => {
    const user = renderForm();
    await fill(user);
    chooseFiles(field(/^Resume\b/), pdf(5 * 1024 * 1024 + 1, "huge.pdf"));
    await user.click(submit());
    expect(await screen.findByText(messages.resumeSize)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Resume\b/)));
    chooseFiles(field(/^Resume\b/), new File(["hi"], "cv.txt", { type: "text/plain" }));
    expect(await screen.findByText(messages.resumeType)).toBeTruthy();
    expect(FakeUpload.sent).toEqual([]);
  });

  it("uploads the form and resume with progress, shows 'Submitting...', then thanks and resets", async () => {
    const user = renderForm();
    await fill(user);
    const resume = pdf(2048);
    chooseFiles(field(/^Resume\b/), resume);
    await user.click(submit());

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [upload] = FakeUpload.sent;
    expect(upload!.method).toBe("POST");
    expect(upload!.url).toBe("/api/career-applications");
    expect(upload!.headers.accept).toBe("application/json");
    const posted = upload!.body!;
    expect(
      Object.fromEntries([...posted].filter(([, value]) => typeof value === "string")),
    ).toEqual({
      ...applicant,
      consent: "on",
      locale: "en",
      website: "",
      elapsedMs: expect.stringMatching(/^\d+$/),
    });
    const sentResume = posted.get("resume") as File;
    expect(sentResume.name).toBe("cv.pdf");
    expect(sentResume.size).toBe(2048);

    const submitting = screen.getByRole("button", { name: form.fields.pending });
    expect((submitting as HTMLButtonElement).disabled).toBe(true);
    const progress = screen.getByRole("progressbar", { name: form.fields.uploading });
    expect(screen.getByText("0%")).toBeTruthy();
    upload!.progress(820, 2048);
    expect(progress.getAttribute("value")).toBe(String(820 / 2048));
    expect(screen.getByText("40%")).toBeTruthy();

    upload!.answer(201, { success: true, id: "app_1" });
    await waitFor(() => expect(status().textContent).toBe(form.fields.success));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect((field(/^Full name\b/) as HTMLInputElement).value).toBe("");
    expect((field(/^Job category\b/) as HTMLSelectElement).value).toBe("");
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it("sends no file part and shows no progress when no resume is chosen", async () => {
    const user = renderForm();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(FakeUpload.sent[0]!.body!.has("resume")).toBe(false);
    expect(screen.queryByRole("progressbar")).toBeNull();
    FakeUpload.sent[0]!.answer(201, { success: true, id: "app_2" });
    await waitFor(() => expect(status().textContent).toBe(form.fields.success));
  });

  it("shows the server's verdict on a disguised file next to the resume field, keeping the form", async () => {
    const user = renderForm();
    await fill(user);
    chooseFiles(field(/^Resume\b/), pdf());
    await user.click(submit());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const verdict = "The resume file is not a valid PDF, DOC or DOCX document.";
    FakeUpload.sent[0]!.answer(415, {
      success: false,
      error: "Please correct the highlighted fields.",
      fieldErrors: { resume: [verdict] },
    });
    await waitFor(() => expect(status().textContent).toBe(form.fields.failure));
    const resumeGroup = field(/^Resume\b/).parentElement!;
    expect(within(resumeGroup).getByText(verdict)).toBeTruthy();
    expect((field(/^Full name\b/) as HTMLInputElement).value).toBe("Ravi Sahu");
  });

  it("shows the failure message and keeps the form filled when the server fails", async () => {
    const user = renderForm();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0]!.answer(503, null);
    await waitFor(() => expect(status().textContent).toBe(form.fields.failure));
    expect((field(/^Full name\b/) as HTMLInputElement).value).toBe("Ravi Sahu");
    expect((field(/^Employment type\b/) as HTMLSelectElement).value).toBe("Full Time");
  });

  it("posts to the API as a multipart web form without JavaScript", () => {
    renderForm();
    const element = submit().closest("form")!;
    expect(element.getAttribute("method")).toBe("post");
    expect(element.getAttribute("action")).toBe("/api/career-applications");
    expect(element.getAttribute("enctype")).toBe("multipart/form-data");
  });
});
