// The programme's public sites, linked from the footer and the guide.
export const programmeUrl = 'https://www.vivienda.pr.gov/';
export const statusPortalUrl = 'https://www.vivienda.pr.gov/servicios/';
