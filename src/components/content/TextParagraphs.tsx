import React from 'react';
import { textParagraphs } from '../../core/content/post-text';

/**
 * Plain text as paragraphs (a blank line starts a new one; single line breaks are kept). The
 * text is rendered as text, never as markup, so it may come from anyone.
 */
export function TextParagraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {textParagraphs(text).map((paragraph, index) => (
        // The paragraphs of one text have no identity but their position.
        <p key={index} className={className} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
