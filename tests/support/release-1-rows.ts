import { fixture } from "./fixtures";

// Rows as release 1 stored them, one or more in every table, for the upgrade test
// (tests/integration/migrations.test.ts). Values are what that release wrote: ISO times,
// UUID ids, a scrypt hash, a resume's bytes.

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, "0")}:00.000Z`;

export const release1Rows = {
  enquiries: [
    {
      id: "0b9f6c1e-3f1a-4a51-9a53-1b0f6f0c7a01",
      name: "Asha Mohanty",
      email: "asha@example.com",
      phone: "+91 94370 11111",
      message: "Please send your price list.",
      consented_at: at(1),
      created_at: at(1),
    },
    {
      id: "0b9f6c1e-3f1a-4a51-9a53-1b0f6f0c7a02",
      name: "ରବି ସାହୁ",
      email: "ravi@example.co.in",
      phone: "9437022222",
      message: "No message provided",
      consented_at: at(2),
      created_at: at(2),
    },
  ],
  career_applications: [
    {
      id: "5d2e8a40-7c11-4f0b-8f7e-2a3b4c5d6e01",
      name: "Priya Das",
      email: "priya@example.com",
      phone: "(0671) 230-4567",
      job_category: "Sales/Marketing",
      employment_type: "Full Time",
      consented_at: at(3),
      created_at: at(3),
    },
    {
      id: "5d2e8a40-7c11-4f0b-8f7e-2a3b4c5d6e02",
      name: "Sunil Behera",
      email: "sunil@example.com",
      phone: "9437033333",
      job_category: "IT/Technical",
      employment_type: "Internship",
      consented_at: at(4),
      created_at: at(4),
    },
  ],
  resumes: [
    {
      application_id: "5d2e8a40-7c11-4f0b-8f7e-2a3b4c5d6e01",
      file_name: "Priya CV.pdf",
      kind: "pdf",
      content_type: "application/pdf",
      size: fixture("resume.pdf").length,
      content: fixture("resume.pdf"),
    },
  ],
  outbox: [
    {
      id: 1,
      kind: "enquiry",
      subject_id: "0b9f6c1e-3f1a-4a51-9a53-1b0f6f0c7a01",
      status: "sent",
      attempts: 1,
      next_attempt_at: at(1),
      locked_until: null,
      last_error: null,
      created_at: at(1),
      sent_at: at(1),
    },
    {
      id: 2,
      kind: "application",
      subject_id: "5d2e8a40-7c11-4f0b-8f7e-2a3b4c5d6e01",
      status: "retrying",
      attempts: 3,
      next_attempt_at: at(30),
      locked_until: null,
      last_error: "smtp: 451 try again later",
      created_at: at(3),
      sent_at: null,
    },
  ],
  rate_limits: [{ key: "enquiry:127.0.0.1", window_start: at(0), count: 2 }],
  admins: [
    {
      id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01",
      email: "owner@pharma.example",
      password_hash:
        "scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      created_at: at(0),
      password_changed_at: at(0),
    },
  ],
  sessions: [
    {
      token_hash: "d2hhdGV2ZXItdGhlLWhhc2gtb2YtYS10b2tlbi13YXM",
      admin_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01",
      created_at: at(5),
      last_seen_at: at(6),
      expires_at: "2026-11-21T22:05:00.000Z",
    },
  ],
  audit_log: [
    {
      id: 1,
      at: at(5),
      actor: "owner@pharma.example",
      action: "sign-in",
      detail: "",
      client: "127.0.0.1",
    },
    {
      id: 2,
      at: at(7),
      actor: "owner@pharma.example",
      action: "list-applications",
      detail: "page 1",
      client: "127.0.0.1",
    },
    // Release 1 kept what an administrator searched for, and whatever a stranger typed as the
    // email at sign-in: migration 003 removes both (the upgrade test expects that change).
    {
      id: 3,
      at: at(8),
      actor: "owner@pharma.example",
      action: "list-enquiries",
      detail: 'page 2, search "asha@example.com"',
      client: "127.0.0.1",
    },
    {
      id: 4,
      at: at(9),
      actor: "someone@elsewhere.example",
      action: "sign-in-failed",
      detail: "",
      client: "203.0.113.9",
    },
    {
      id: 5,
      at: at(10),
      actor: "owner@pharma.example",
      action: "sign-in-failed",
      detail: "",
      client: "127.0.0.1",
    },
  ],
};

export type Release1Table = keyof typeof release1Rows;
