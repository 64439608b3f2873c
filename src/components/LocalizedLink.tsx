import { Link } from 'gatsby-plugin-react-i18next';
import React from 'react';

interface LocalizedLinkProps {
  to: string;
  children: React.ReactNode;
  className?: string;
  language?: string;
}

/**
 * The i18n plugin's Link, which adds the /it prefix. Its props type clashes with
 * @types/react 18.3 (it demands every DOM event prop), so it is wrapped once here.
 */
export function LocalizedLink(props: LocalizedLinkProps) {
  const PluginLink = Link as unknown as React.ComponentType<LocalizedLinkProps>;
  return <PluginLink {...props} />;
}
