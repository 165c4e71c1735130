import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PageError, RootError } from './errors/route-error';
import { LegalPage } from './legal/legal-page';
import { AccountPendingPage } from './pages/account-pending-page';
import { BasicEstimatePage } from './pages/basic-estimate-page';
import { ErrorRoutePage } from './pages/error-route-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { PricingPage } from './pages/pricing-page';
import { TooManyRequestsPage } from './pages/too-many-requests-page';
import { Layout } from './shell/layout';

// Every page of the web app. contracts/web-routes.ts lists the same patterns for the server, which
// answers them with status 200 and everything else with 404; a test keeps the two lists equal.
const pages: { path: string; element: ReactNode }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/login', element: <AccountPendingPage kind="login" /> },
  { path: '/register', element: <AccountPendingPage kind="register" /> },
  { path: '/pricing', element: <PricingPage /> },
  { path: '/basic/:domain', element: <BasicEstimatePage /> },
  { path: '/429', element: <TooManyRequestsPage /> },
  { path: '/error', element: <ErrorRoutePage /> },
  // Legal pages: the footer links the German paths in German and the English ones in English.
  { path: '/contact', element: <LegalPage page="contact" /> },
  { path: '/privacy', element: <LegalPage page="privacy" /> },
  { path: '/terms', element: <LegalPage page="terms" /> },
  { path: '/imprint', element: <LegalPage page="imprint" /> },
  { path: '/kontakt', element: <LegalPage page="contact" /> },
  { path: '/datenschutz', element: <LegalPage page="privacy" /> },
  { path: '/agb', element: <LegalPage page="terms" /> },
  { path: '/impressum', element: <LegalPage page="imprint" /> },
];

export const appPagePaths: readonly string[] = pages.map((page) => page.path);

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RootError />,
    children: [
      {
        // A page that throws shows the error page inside the navbar and footer.
        errorElement: <PageError />,
        children: [...pages, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
