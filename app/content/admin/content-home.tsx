import { useState } from "react";
import { Problem, firstError } from "#app/content/admin/content-fields.tsx";
import { TextRow, textRowOf } from "#app/content/admin/content-text-row.tsx";
import {
  ContentSection,
  SectionIntro,
  cardClass,
  type SectionProps,
} from "#app/content/admin/content-section-frame.tsx";
import { Button } from "#app/ui/button.tsx";
import { fieldId } from "#app/content/admin/admin-content.ts";
import { answerOf } from "#app/lib/api-client.ts";
import { MAX_SLIDES } from "#shared/content/announcements.ts";
import { mediaUrl, type MediaImage } from "#shared/media.ts";
import { contentImageSchema } from "#shared/schemas/content.ts";
import { z } from "#shared/schemas/zod.ts";

// The home page's slideshow: one to six slides, each a photo (or the shipped artwork of its
// place) with its title, caption and description for screen readers in each language.

/**
 * The photo upload and the photos' address. Not in the route registry yet: the server's answer
 * to it comes with the photos' processing, and the registry lists only routes the server answers.
 */
export const contentImagesUrl = "/api/admin/content/images";

const MAX_PHOTO_MB = 10;
const photoTypes = ["image/jpeg", "image/png", "image/webp"];
const refusal = z.object({ error: z.string() });

const slideTexts = [
  { key: "title", label: "Title" },
  { key: "caption", label: "Caption" },
  { key: "alt", label: "Photo description (for screen readers)" },
] as const;

/** A stored photo's narrowest file: the thumbnail (a photo narrower than 480 px has its own width only). */
const thumbnailUrl = (image: MediaImage) => mediaUrl(image.id, Math.min(...image.widths), "webp");

export function HomeSection({
  content,
  errors,
  dispatch,
  images,
  onUploaded,
}: SectionProps & {
  /** The photos the slides name, by id. */
  images: Record<string, MediaImage>;
  onUploaded: (image: MediaImage) => void;
}) {
  const [uploads, setUploads] = useState<Record<number, string>>({});
  const count = content.slides.length;

  async function upload(index: number, file: File | undefined) {
    if (!file) return;
    const say = (message: string) => setUploads((all) => ({ ...all, [index]: message }));
    if (!photoTypes.includes(file.type)) return say("Choose a JPEG, PNG or WebP photo.");
    if (file.size > MAX_PHOTO_MB * 1024 * 1024)
      return say(`The photo is larger than ${MAX_PHOTO_MB} MB: choose a smaller one.`);
    say("Uploading…");
    const form = new FormData();
    form.set("file", file);
    try {
      const response = await fetch(contentImagesUrl, {
        method: "POST",
        headers: { accept: "application/json" },
        body: form,
      });
      const done =
        response.status === 201 && (await answerOf(response.clone(), contentImageSchema));
      if (done) {
        onUploaded(done);
        dispatch({ type: "set", path: ["slides", index, "photo"], value: done.id });
        return say("Uploaded: publish to show it on the home page.");
      }
      const refused = await answerOf(response, refusal);
      say(refused?.error ?? "The photo could not be uploaded. Please try again.");
    } catch {
      say("The photo could not be sent. Please check the connection and try again.");
    }
  }

  return (
    <ContentSection section="home">
      <SectionIntro>
        <p>
          The slideshow at the top of the home page: one to {MAX_SLIDES} slides, each a photo with a
          title, a caption and a description of the photo for people who cannot see it. Photos are
          JPEG, PNG or WebP up to {MAX_PHOTO_MB} MB; a slide without one shows the shipped artwork.
          The page’s other texts are under Texts, “Home page”.
        </p>
      </SectionIntro>
      <Problem id="slides-error" error={firstError(errors, "slides")} />
      {content.slides.map((slide, i) => {
        const photoId = fieldId(`slides.${i}.photo`);
        const photoError = firstError(errors, `slides.${i}.photo`);
        return (
          <fieldset key={i} className={cardClass}>
            <legend className="sr-only">Slide {i + 1}</legend>
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-lg font-bold text-brand-900">Slide {i + 1}</h3>
              <Button
                variant="danger"
                size="md"
                disabled={count <= 1}
                onClick={() => dispatch({ type: "removeSlide", index: i })}
              >
                Remove<span className="sr-only"> slide {i + 1}</span>
              </Button>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              {slide.photo && images[slide.photo] ? (
                <img
                  src={thumbnailUrl(images[slide.photo]!)}
                  alt=""
                  width={160}
                  height={90}
                  className="h-[90px] w-40 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
                />
              ) : (
                <p className="flex h-[90px] w-40 items-center justify-center rounded-lg bg-brand-50 p-2 text-center text-sm text-brand-900 ring-1 ring-slate-200">
                  {slide.photo ? "Uploaded photo" : `Shipped artwork ${i + 1}`}
                </p>
              )}
              <div className="flex min-w-0 flex-col gap-1">
                <label htmlFor={photoId} className="text-sm font-medium">
                  Photo of slide {i + 1}
                </label>
                <input
                  id={photoId}
                  type="file"
                  accept={photoTypes.join(",")}
                  aria-invalid={photoError ? true : undefined}
                  aria-describedby={photoError ? `${photoId}-error` : undefined}
                  className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
                  onChange={(event) => void upload(i, event.target.files?.[0])}
                />
                <p role="status" className="text-sm text-slate-700">
                  {uploads[i] ?? ""}
                </p>
                <Problem id={`${photoId}-error`} error={photoError} />
                {slide.photo && (
                  <Button
                    variant="soft"
                    size="sm"
                    className="self-start"
                    onClick={() =>
                      dispatch({ type: "set", path: ["slides", i, "photo"], value: null })
                    }
                  >
                    Use the shipped artwork
                  </Button>
                )}
              </div>
            </div>
            {slideTexts.map(({ key, label }) => {
              const text = `home.slides.${i}.${key}`;
              return (
                <TextRow
                  key={key}
                  {...textRowOf(content, errors, text)}
                  label={`${label}, slide ${i + 1}`}
                  fixed={false}
                  dispatch={dispatch}
                />
              );
            })}
          </fieldset>
        );
      })}
      <Button
        variant="outline"
        size="md"
        className="mt-5"
        disabled={count >= MAX_SLIDES}
        onClick={() => dispatch({ type: "addSlide" })}
      >
        Add a slide
      </Button>
    </ContentSection>
  );
}
