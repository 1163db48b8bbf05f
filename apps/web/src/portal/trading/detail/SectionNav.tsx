import { useEffect, useState } from 'react';

export interface NavSection {
  id: string;
  title: string;
}

/**
 * The side navigation of the disclosure detail (docs/product.md §2, nine sections): a click scrolls to the
 * section, and the section being read is highlighted.
 */
export function SectionNav({ sections }: { sections: NavSection[] }) {
  const [active, setActive] = useState(sections[0]?.id);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting);
        if (seen.length > 0) setActive(seen[0]!.target.id);
      },
      // The band just under the header decides which section is "being read".
      { rootMargin: '-90px 0px -65% 0px' },
    );
    for (const section of sections) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);

  return (
    <nav className="section-nav" aria-label="项目信息导航">
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={active === section.id ? 'location' : undefined}
              onClick={(event) => {
                // Hash routes: the address keeps the page; only the view moves.
                event.preventDefault();
                setActive(section.id);
                document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
