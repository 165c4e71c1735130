// Year each TLD entered the root zone: the "Registration date" of the IANA Root Zone Database
// (iana.org/domains/root/db/<tld>.html), as recorded in the `tldCreated` field of the npm package
// whoisserver-world 1.0.31 (ISC; tlds/<tld>.json, gathered from IANA WHOIS in 2025). That package cannot
// be a dependency (its dependency `mybase` needs a git repository at install time), so the years of the TLDs
// that matter for the sales data (the legacy TLDs and every TLD with 5 or more sales) were read out of its
// tarball once and checked by eye against known dates (com/net/org 1985, uk 1985, de 1986, jp 1986,
// io 1997). Every other TLD has no year (NaN, missing): none is estimated.
// biome-ignore format: a table
export const tldDelegationYears: Readonly<Record<string, number>> = {
  // legacy generic and sponsored TLDs
  com: 1985, net: 1985, org: 1985, info: 2001, biz: 2001, name: 2001, pro: 2002, mobi: 2005, edu: 1985,
  gov: 1985, mil: 1985, int: 1988, arpa: 1985, aero: 2001, asia: 2007, cat: 2005, coop: 2001, jobs: 2005,
  museum: 2001, post: 2012, tel: 2007, travel: 2005, xxx: 2011,
  // country codes
  ae: 1992, ag: 1991, ai: 1995, at: 1988, au: 1986, be: 1988, br: 1989, ca: 1987, cc: 1997, ch: 1987,
  cl: 1987, cn: 1990, co: 1991, de: 1986, dk: 1987, ee: 1992, es: 1988, eu: 2005, fi: 1986, fr: 1986,
  gg: 1996, gr: 1989, ie: 1988, in: 1989, io: 1997, it: 1987, jp: 1986, kr: 1986, li: 1993, ly: 1997,
  md: 1994, me: 2007, mx: 1989, nl: 1986, no: 1987, nz: 1987, pl: 1990, pt: 1988, ru: 1994, se: 1986,
  si: 1992, to: 1995, tv: 1996, tw: 1989, uk: 1985, us: 1985, vc: 1991, vg: 1997, ws: 1995, za: 1990,
  // new gTLDs
  app: 2015, art: 2016, bet: 2015, bio: 2014, chat: 2015, club: 2014, design: 2014, dev: 2014,
  finance: 2014, fun: 2016, game: 2015, group: 2015, help: 2014, life: 2014, link: 2014, live: 2015,
  media: 2014, network: 2014, now: 2016, online: 2015, property: 2014, store: 2016, tech: 2015, vip: 2015,
  xyz: 2014, yoga: 2014,
};
