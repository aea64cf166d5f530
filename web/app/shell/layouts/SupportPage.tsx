import type { ReactNode } from "react";
import { HeroText } from "~/components/HeroText";
import { PageCard } from "~/components/PageCard";
import { PhotoHeader } from "~/components/PhotoHeader";
import { unsplashPhoto } from "~/content/photos";

export interface SupportPageProps {
  /** The header photo's Unsplash id. */
  photo: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** A support page with text to read (FAQ, privacy): a photo header with its title, then the raised card holding the text. */
export function SupportPage({ photo, title, lead, children }: SupportPageProps) {
  return (
    <>
      <PhotoHeader image={unsplashPhoto(photo, 1600)} className="support-header">
        <HeroText title={title} lead={lead} columns="col-lg-7" />
      </PhotoHeader>

      <PageCard className="support-card">
        <div className="container py-3 py-lg-4">{children}</div>
      </PageCard>
    </>
  );
}
