/** A readable column of text on the site's black; links take the kit's colours. */
export const privacyCss = `
.engage-privacy { box-sizing: border-box; max-width: 760px; margin: 0 auto; padding: 32px 16px 48px; color: rgba(255, 255, 255, 0.88); line-height: 1.6; }
.engage-privacy h1 { margin: 0 0 12px; font-size: clamp(1.8rem, 5vw, 2.6rem); line-height: 1.15; color: #fff; }
.engage-privacy h2 { margin: 32px 0 8px; font-size: 1.3rem; color: #fff; }
.engage-privacy p, .engage-privacy ul { margin: 0 0 12px; }
.engage-privacy ul { padding-left: 1.25rem; }
.engage-privacy li + li { margin-top: 4px; }
.engage-privacy strong { color: #fff; }
`;
