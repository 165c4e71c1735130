import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { ConsentDialog } from './consent-dialog';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** The page frame: navbar, the page, footer and the cookie-settings dialog. */
export function Layout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Navbar />
      <main id="main" className="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer onOpenCookieSettings={() => setCookieSettingsOpen(true)} />
      <ConsentDialog open={cookieSettingsOpen} onClose={() => setCookieSettingsOpen(false)} />
      <ScrollRestoration />
    </div>
  );
}
