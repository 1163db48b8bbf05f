/** The platform's name as it appears in the logo, the page title and the home page. */
export const SITE_NAME = '江河源生态产品交易平台';
export const SITE_NAME_EN = 'Jiangheyuan Eco-Product Exchange';
