/**
 * The demo listings' own words: six projects of each trading class (docs/product.md §3 classes 100…126), in
 * the prefectures of the river-source region. demoListings.ts turns them into rows.
 */
export interface ClassProfile {
  classId: number;
  groupId: number;
  /** Picture set of scripts/generateTradingDemoAssets.mjs. */
  motif: string;
  quantityUnit: string;
  /** Per unit, in 元; the total price (万元) follows from the quantity. */
  unitPrice: [number, number];
  quantityRange: [number, number];
  items: Array<{ name: string; zone: string; county: string }>;
  desc: (zone: string, county: string) => string;
  otherCondition: string;
  transferee: string;
  important: string;
}

const GROUP_ENVIRONMENT = 98;
const GROUP_FORESTRY = 97;

export const classProfiles: ClassProfile[] = [
  {
    classId: 100,
    groupId: GROUP_ENVIRONMENT,
    motif: 'carbon',
    quantityUnit: '吨',
    unitPrice: [62, 96],
    quantityRange: [8000, 60000],
    items: [
      { name: '阿坝州水电企业2025年度富余碳排放配额转让', zone: '阿坝', county: '汶川县' },
      { name: '甘孜州水泥企业碳排放配额转让（第二批）', zone: '甘孜', county: '泸定县' },
      { name: '果洛州国家核证自愿减排量（CCER）转让', zone: '果洛', county: '玛沁县' },
      { name: '玉树州光伏发电项目碳减排量转让', zone: '玉树', county: '玉树市' },
      { name: '黄南州热电企业2024年度碳排放配额转让', zone: '黄南', county: '同仁市' },
      { name: '那曲市清洁取暖项目碳减排量转让', zone: '那曲', county: '色尼区' },
    ],
    desc: (zone, county) =>
      `<p>本项目标的为${zone}${county}重点排放单位经主管部门核定、履约后富余的碳排放权，已在全国碳排放权注册登记系统完成登记，权属清晰。</p><p>转让方近三年履约记录良好，本次转让所得将用于${county}清洁能源替代与节能改造。</p>`,
    otherCondition: '受让方须在全国碳排放权注册登记系统开立账户，并在成交后 10 个工作日内完成配额划转。',
    transferee: '意向受让方应为纳入全国或地方碳排放权交易市场的重点排放单位，或依法设立、具有碳资产管理业务的机构。',
    important: '标的配额不存在质押、冻结等权利限制；配额有效期以主管部门公布为准。',
  },
  {
    classId: 101,
    groupId: GROUP_ENVIRONMENT,
    motif: 'energy',
    quantityUnit: '吨标准煤',
    unitPrice: [180, 320],
    quantityRange: [2000, 30000],
    items: [
      { name: '那曲市光伏园区用能权指标转让', zone: '那曲', county: '色尼区' },
      { name: '甘孜州数据中心用能权指标转让', zone: '甘孜', county: '康定市' },
      { name: '凉山州钒钛企业节能量指标转让', zone: '凉山', county: '会理市' },
      { name: '阿坝州水电站综合能耗指标转让', zone: '阿坝', county: '茂县' },
      { name: '甘南州工业园区用能权交易（年度2万吨标准煤）', zone: '甘南', county: '合作市' },
      { name: '黄南州藏毯产业园用能权指标转让', zone: '黄南', county: '同仁市' },
    ],
    desc: (zone, county) =>
      `<p>本项目为${zone}${county}用能单位通过节能技术改造形成的富余用能权指标，经第三方机构审核确认。</p><p>指标可用于新建、改建项目的能耗等量或减量替代。</p>`,
    otherCondition: '受让方取得的用能权指标仅限用于本省（区）内固定资产投资项目。',
    transferee: '意向受让方应为纳入用能权有偿使用和交易范围的用能单位。',
    important: '指标已经节能主管部门确认，可在有效期内一次性使用。',
  },
  {
    classId: 102,
    groupId: GROUP_ENVIRONMENT,
    motif: 'discharge',
    quantityUnit: '吨/年',
    unitPrice: [4000, 9000],
    quantityRange: [20, 400],
    items: [
      { name: '合作市化学需氧量排污权指标转让', zone: '甘南', county: '合作市' },
      { name: '西昌市氨氮排污权指标转让', zone: '凉山', county: '西昌市' },
      { name: '马尔康市二氧化硫排污权指标转让', zone: '阿坝', county: '马尔康市' },
      { name: '同仁市氮氧化物排污权指标转让', zone: '黄南', county: '同仁市' },
      { name: '康定市化学需氧量排污权转让', zone: '甘孜', county: '康定市' },
      { name: '玉树市污水处理厂富余排污指标转让', zone: '玉树', county: '玉树市' },
    ],
    desc: (zone, county) =>
      `<p>本项目标的为${zone}${county}排污单位通过提标改造削减形成的富余主要污染物排放权，已经生态环境部门核定。</p><p>受让方取得指标后应依法变更排污许可证。</p>`,
    otherCondition: '受让方应在成交后 30 日内向生态环境部门申请变更排污许可。',
    transferee: '意向受让方应为持有排污许可证或正在申领排污许可证的企业事业单位。',
    important: '标的指标所在区域为同一流域，不涉及跨流域交易。',
  },
  {
    classId: 103,
    groupId: GROUP_ENVIRONMENT,
    motif: 'water',
    quantityUnit: '万立方米/年',
    unitPrice: [8000, 20000],
    quantityRange: [10, 120],
    items: [
      { name: '玉树市通天河取水权转让（年50万立方米）', zone: '玉树', county: '玉树市' },
      { name: '玛沁县黄河干流取水权转让', zone: '果洛', county: '玛沁县' },
      { name: '那曲市怒江上游灌溉用水权转让', zone: '那曲', county: '色尼区' },
      { name: '甘南州洮河流域工业用水权转让', zone: '甘南', county: '临潭县' },
      { name: '凉山州安宁河灌区节余水权转让', zone: '凉山', county: '西昌市' },
      { name: '阿坝州黑河流域生态补水水权交易', zone: '阿坝', county: '若尔盖县' },
    ],
    desc: (zone, county) =>
      `<p>本项目标的为${zone}${county}取水权人通过节水改造节余的取水权，取水许可证在有效期内。</p><p>转让期限内水量年度分配按水行政主管部门批复执行。</p>`,
    otherCondition: '受让方应按批准的用途、地点取用水，不得改变水源保护区用途。',
    transferee: '意向受让方应为具有合法用水需求的企业、灌区管理单位或其他组织。',
    important: '标的水权转让已取得水行政主管部门同意，不影响第三方合法用水权益。',
  },
  {
    classId: 126,
    groupId: GROUP_FORESTRY,
    motif: 'sink',
    quantityUnit: '亩',
    unitPrice: [600, 1400],
    quantityRange: [3000, 40000],
    items: [
      { name: '果洛州玛可河林区林业碳汇开发项目', zone: '果洛', county: '班玛县' },
      { name: '阿坝州若尔盖县林地碳汇开发项目', zone: '阿坝', county: '若尔盖县' },
      { name: '甘孜州雅江县人工造林碳汇项目', zone: '甘孜', county: '雅江县' },
      { name: '凉山州木里县森林经营碳汇开发项目', zone: '凉山', county: '木里藏族自治县' },
      { name: '甘南州迭部县白龙江林区碳汇项目', zone: '甘南', county: '迭部县' },
      { name: '黄南州麦秀林场林业碳汇开发项目', zone: '黄南', county: '泽库县' },
    ],
    desc: (zone, county) =>
      `<p>项目位于${zone}${county}，以云杉、冷杉天然次生林和人工林为主，林分郁闭度 0.5–0.7，生长良好。</p><p>拟按森林经营碳汇方法学开发，计入期 20 年，预计年均减排量可观；诚邀具备开发经验的机构合作。</p>`,
    otherCondition: '受让方须按方法学要求完成项目设计、审定与监测，开发收益按合同约定分配。',
    transferee: '意向受让方应具有林业碳汇项目开发经验，近三年至少完成一个碳汇项目备案。',
    important: '项目边界内林地权属清晰，未纳入其他碳汇项目。',
  },
  {
    classId: 116,
    groupId: GROUP_FORESTRY,
    motif: 'felling',
    quantityUnit: '立方米',
    unitPrice: [380, 720],
    quantityRange: [800, 6000],
    items: [
      { name: '凉山州会理市人工林林木采伐权转让', zone: '凉山', county: '会理市' },
      { name: '阿坝州汶川县杉木林采伐权转让', zone: '阿坝', county: '汶川县' },
      { name: '甘孜州泸定县云杉人工林采伐权转让', zone: '甘孜', county: '泸定县' },
      { name: '甘南州临潭县华山松林木采伐权转让', zone: '甘南', county: '临潭县' },
      { name: '凉山州盐源县华山松林木采伐权转让', zone: '凉山', county: '盐源县' },
      { name: '阿坝州茂县人工林间伐林木采伐权转让', zone: '阿坝', county: '茂县' },
    ],
    desc: (zone, county) =>
      `<p>标的位于${zone}${county}商品林区，已取得林木采伐许可证，采伐方式为择伐/间伐，采伐强度不超过 30%。</p><p>受让方须在采伐期限内完成采伐并按规定完成迹地更新。</p>`,
    otherCondition: '采伐结束后 1 年内完成更新造林，成活率不低于 85%。',
    transferee: '意向受让方应具备林木采伐作业能力，近三年无森林资源违法记录。',
    important: '采伐许可证在有效期内；林区道路可通行运输车辆。',
  },
  {
    classId: 114,
    groupId: GROUP_FORESTRY,
    motif: 'plot',
    quantityUnit: '亩',
    unitPrice: [120, 360],
    quantityRange: [300, 5000],
    items: [
      { name: '甘南州卓尼县集体林地经营权流转', zone: '甘南', county: '卓尼县' },
      { name: '凉山州西昌市集体林地经营权流转（核桃基地）', zone: '凉山', county: '西昌市' },
      { name: '阿坝州理县林地经营权流转（林下中药材）', zone: '阿坝', county: '理县' },
      { name: '甘孜州丹巴县林地经营权流转', zone: '甘孜', county: '丹巴县' },
      { name: '黄南州尖扎县林地经营权流转（经济林）', zone: '黄南', county: '尖扎县' },
      { name: '玉树州囊谦县林地经营权流转', zone: '玉树', county: '囊谦县' },
    ],
    desc: (zone, county) =>
      `<p>标的为${zone}${county}集体林地经营权，地块集中连片，交通便利，适宜发展经济林、林下种植和森林康养。</p><p>流转已经村民（代表）大会表决通过。</p>`,
    otherCondition: '受让方不得改变林地用途，不得擅自转包、转租。',
    transferee: '意向受让方应为从事林业生产经营的企业、合作社或家庭林场。',
    important: '流转期满后地上附着物处置按合同约定执行。',
  },
  {
    classId: 115,
    groupId: GROUP_FORESTRY,
    motif: 'rights',
    quantityUnit: '亩',
    unitPrice: [400, 1200],
    quantityRange: [500, 8000],
    items: [
      { name: '阿坝州汶川县集体林权转让', zone: '阿坝', county: '汶川县' },
      { name: '凉山州木里县林权转让（云南松林）', zone: '凉山', county: '木里藏族自治县' },
      { name: '甘孜州九龙县集体林权转让', zone: '甘孜', county: '九龙县' },
      { name: '甘南州舟曲县集体林权转让', zone: '甘南', county: '舟曲县' },
      { name: '果洛州班玛县林权转让', zone: '果洛', county: '班玛县' },
      { name: '黄南州河南县林权转让', zone: '黄南', county: '河南蒙古族自治县' },
    ],
    desc: (zone, county) =>
      `<p>标的为${zone}${county}林木所有权及林地经营权，持有不动产权证书（林权），四至清楚，无权属争议。</p><p>林分以云南松、华山松为主，蓄积量经第三方调查核实。</p>`,
    otherCondition: '受让方应按森林经营方案经营管护，履行森林防火责任。',
    transferee: '意向受让方应为依法设立的企业法人、其他组织或具有完全民事行为能力的自然人。',
    important: '标的林地不在生态保护红线核心区内，权证在有效期内。',
  },
];
