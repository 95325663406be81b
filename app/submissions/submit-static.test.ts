import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "#shared/content/site.ts";
import { sendApplicationStatic, sendEnquiryStatic, type EmailServiceConfig } from "./submit-static";

const config: EmailServiceConfig = {
  serviceId: "service_test",
  contactTemplateId: "template_contact",
  careersTemplateId: "template_careers",
  publicKey: "public_key",
  origin: "http://127.0.0.1:9",
};

const enquiry = {
  name: " Asha Das ",
  email: "asha@example.com",
  phone: "+91 94370 12345",
  message: "",
  consent: "on",
  website: "",
  elapsedMs: 4000,
};

function application(resume?: File) {
  const form = new FormData();
  form.set("name", "Ravi Kumar");
  form.set("email", "ravi@example.com");
  form.set("phone", "9437012345");
  form.set("jobCategory", "Delivery");
  form.set("employmentType", "Full Time");
  form.set("consent", "on");
  form.set("website", "");
  if (resume) form.set("resume", resume);
  return form;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  // The SDK reads the page's path for its (unused) rate limit.
  vi.stubGlobal("location", { pathname: "/contact" });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function sentBody() {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, init, body: JSON.parse(String(init?.body)) };
}

describe("static mode's email sending", () => {
  it("fails without sending when the configuration is missing", async () => {
    expect(await sendEnquiryStatic(enquiry, site.email, {})).toEqual({ ok: false, status: 0 });
    expect(await sendApplicationStatic(application(), site.email, {})).toEqual({
      ok: false,
      status: 0,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(["serviceId", "contactTemplateId", "publicKey"] as const)(
    "fails without sending when %s is missing",
    async (key) => {
      const result = await sendEnquiryStatic(enquiry, site.email, { ...config, [key]: undefined });
      expect(result).toEqual({ ok: false, status: 0 });
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("posts the contact template parameters to the configured origin", async () => {
    fetchMock.mockImplementation(async () => new Response("OK", { status: 200 }));
    expect(await sendEnquiryStatic(enquiry, site.email, config)).toMatchObject({ ok: true });
    const { url, init, body } = sentBody();
    expect(url).toBe("http://127.0.0.1:9/api/v1.0/email/send");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "Content-type": "application/json" });
    expect(Object.keys(body).sort()).toEqual(
      ["lib_version", "service_id", "template_id", "template_params", "user_id"].sort(),
    );
    expect(body).toMatchObject({
      service_id: "service_test",
      template_id: "template_contact",
      user_id: "public_key",
    });
    expect(body.template_params).toEqual({
      to_email: site.email,
      name: "Asha Das",
      email: "asha@example.com",
      phone: "+91 94370 12345",
      message: "No message provided",
      from_name: "Asha Das",
      from_email: "asha@example.com",
      user_name: "Asha Das",
      user_email: "asha@example.com",
      user_phone: "+91 94370 12345",
      user_message: "No message provided",
      submitted_date: expect.any(String),
      source: "Website contact form",
    });
  });

  it("uses the service's own origin when none is configured", async () => {
    fetchMock.mockImplementation(async () => new Response("OK", { status: 200 }));
    await sendEnquiryStatic(enquiry, site.email, { ...config, origin: undefined });
    expect(sentBody().url).toBe("https://api.emailjs.com/api/v1.0/email/send");
  });

  it("sends the resume's file name only, or says there is none", async () => {
    fetchMock.mockImplementation(async () => new Response("OK", { status: 200 }));
    const resume = new File(["%PDF-1.4"], "ravi-cv.pdf", { type: "application/pdf" });
    expect(await sendApplicationStatic(application(resume), site.email, config)).toMatchObject({
      ok: true,
    });
    const { body } = sentBody();
    expect(body.template_id).toBe("template_careers");
    expect(body.template_params).toMatchObject({
      applicant_name: "Ravi Kumar",
      job_category: "Delivery",
      employment_type: "Full Time",
      resume_filename: "ravi-cv.pdf",
      message: "New Full Time application for Delivery from Ravi Kumar.",
    });

    fetchMock.mockClear();
    await sendApplicationStatic(application(), site.email, config);
    expect(sentBody().body.template_params.resume_filename).toBe("No resume uploaded");
  });

  it.each([
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
  ])("turns the service's %i into a failure", async (status, text) => {
    fetchMock.mockImplementation(async () => new Response(text, { status }));
    expect(await sendEnquiryStatic(enquiry, site.email, config)).toEqual({ ok: false, status });
    expect(await sendApplicationStatic(application(), site.email, config)).toEqual({
      ok: false,
      status,
    });
  });

  it("turns a network error into a failure with status 0", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await sendEnquiryStatic(enquiry, site.email, config)).toEqual({ ok: false, status: 0 });
  });

  it("sends nothing for values the form would not accept", async () => {
    const result = await sendEnquiryStatic(
      { ...enquiry, email: "not-an-email" },
      site.email,
      config,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { email: [expect.any(String)] },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
