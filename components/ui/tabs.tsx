import { Link } from "@/components/locale-link";

export type Tab = { href: string; label: string; current: boolean };

/** Views of one page as a row of links, the current one marked (aria-current) and not a link. */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label} className="tabs">
      {tabs.map((tab) =>
        tab.current ? (
          <span key={tab.href} aria-current="page">
            {tab.label}
          </span>
        ) : (
          <Link key={tab.href} href={tab.href}>
            {tab.label}
          </Link>
        ),
      )}
    </nav>
  );
}
