/**
 * The setup's country flags as SVG files shipped with the client (the
 * flag-icons package): emoji flags draw as letters or empty boxes where the
 * system has no flag glyphs (Windows, many Linux desktops).
 */
import be from 'flag-icons/flags/4x3/be.svg';
import de from 'flag-icons/flags/4x3/de.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import gr from 'flag-icons/flags/4x3/gr.svg';
import hr from 'flag-icons/flags/4x3/hr.svg';
import il from 'flag-icons/flags/4x3/il.svg';
import it from 'flag-icons/flags/4x3/it.svg';
import lt from 'flag-icons/flags/4x3/lt.svg';
import pl from 'flag-icons/flags/4x3/pl.svg';
import rs from 'flag-icons/flags/4x3/rs.svg';
import tr from 'flag-icons/flags/4x3/tr.svg';

const FLAGS: Readonly<Record<string, string>> = { be, de, es, fr, gr, hr, il, it, lt, pl, rs, tr };

/** The shipped flag of a country's ISO code, or null (the card then shows the code). */
export function flagUrl(code: string): string | null {
  return FLAGS[code.toLowerCase()] ?? null;
}
