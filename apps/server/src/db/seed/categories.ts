/**
 * The category tree with the product's own ids (§3 "Category ids", §9). Ids the product (docs/product.md) leaves open
 * (the children of 182, transferor types other than 165, …) are chosen in gaps of the product's
 * numbering so that no product id is ever taken by something else.
 */
export interface CategorySeed {
  id: number;
  pid: number;
  group: string;
  name: string;
}

const tree = (group: string, pid: number, entries: Array<[number, string]>): CategorySeed[] =>
  entries.map(([id, name]) => ({ id, pid, group, name }));

export const categorySeeds: CategorySeed[] = [
  // Pilot demonstration menu: 177 root; 178 the river-source map; 182 the non-pilot zones by province.
  ...tree('pilot', 0, [[177, '试点示范']]),
  ...tree('pilot', 177, [
    [178, '川甘青藏江河源'],
    [182, '非试点区'],
  ]),
  ...tree('pilot', 182, [
    [183, '四川省'],
    [184, '甘肃省'],
    [185, '青海省'],
    [186, '西藏自治区'],
  ]),

  // Display-product categories (pilot zones' featured products).
  ...tree('display_category', 0, [
    [44, '物质供给类'],
    [59, '文化服务类'],
    [80, '调节服务类'],
  ]),
  ...tree('display_category', 44, [
    [47, '农业产品'],
    [48, '林业产品'],
    [49, '畜牧产品'],
    [50, '渔业产品'],
    [51, '淡水资源'],
    [140, '种质资源'],
    [138, '其他'],
  ]),
  ...tree('display_category', 59, [
    [62, '文化创意'],
    [63, '康养旅游'],
    [64, '生态景区'],
    [65, '民宿'],
    [66, '森林人家'],
    [67, '其他'],
  ]),
  ...tree('display_category', 80, [
    [82, '林权'],
    [85, '水权'],
    [86, '碳排放权'],
    [87, '排污权'],
    [88, '用能权'],
    [89, '其他'],
  ]),
  ...tree('supplyhonr', 0, [
    [52, '有机产品'],
    [53, '无公害农产品'],
    [54, '绿色食品'],
    [55, '地理标志产品'],
    [56, '中国驰名商标'],
    [57, '区域公用品牌'],
    [58, '非物质文化遗产'],
    [99, '三品一标'],
    [152, '生态原产地产品'],
    [153, '富硒产品'],
    [154, '产品碳足迹认证'],
    [155, '其他荣誉'],
  ]),
  ...tree('culturehonr', 0, [
    [69, '国家级旅游度假区'],
    [70, '国家5A级旅游景区'],
    [71, '国家4A级旅游景区'],
    [72, '国家森林康养基地'],
    [73, '全国乡村旅游重点村'],
    [74, '国家级非物质文化遗产'],
    [75, '省级非物质文化遗产'],
    [76, '国家生态文明建设示范区'],
    [77, '“绿水青山就是金山银山”实践创新基地'],
    [78, '甲级旅游民宿'],
    [79, '其他荣誉'],
  ]),
  ...tree('season', 0, [
    [92, '春季'],
    [93, '夏季'],
    [94, '秋季'],
    [95, '冬季'],
    [96, '四季'],
  ]),

  // Trading classes (listing project types): 97 and 98 group them for the two-level picker.
  ...tree('project_type', 0, [
    [98, '环境权益类'],
    [97, '林业资源类'],
  ]),
  ...tree('project_type', 98, [
    [100, '碳排放权'],
    [101, '用能权'],
    [102, '排污权'],
    [103, '水权'],
  ]),
  ...tree('project_type', 97, [
    [126, '林业碳汇开发'],
    [116, '林木采伐权'],
    [114, '林地经营权'],
    [115, '林权'],
  ]),

  // 165 is the individual transferor: the form asks for an ID card instead of a credit code.
  ...tree('transfer_type', 0, [
    [164, '企业法人'],
    [165, '自然人'],
    [166, '事业单位'],
    [167, '农村集体经济组织'],
    [168, '其他组织'],
  ]),
  ...tree('internal_decision_type', 0, [
    [170, '股东会决议'],
    [171, '董事会决议'],
    [172, '村民（代表）大会决议'],
    [173, '上级主管部门批复'],
    [174, '其他'],
  ]),
  ...tree('id_type', 0, [
    [156, '统一社会信用代码证'],
    [157, '营业执照'],
    [158, '事业单位法人证书'],
    [159, '社会团体法人登记证书'],
  ]),
  // 205 is "other": the certification form then asks for the kind in free text.
  ...tree('auth_type', 0, [
    [200, '“三品一标”农产品认证'],
    [201, '生态原产地产品认证'],
    [202, '国家森林生态标志产品认证'],
    [203, '产品碳足迹认证'],
    [205, '其他'],
  ]),
];
