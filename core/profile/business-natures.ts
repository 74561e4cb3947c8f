/**
 * The business natures a merchant may pick for its profile (/profile/business-nature), with their
 * names in the website's three languages, and how many may be picked ("You can choose up to
 * {max_selection} only!"; the spec does not give the number).
 */
export const MAX_BUSINESS_NATURES = 3;

export const BUSINESS_NATURES = [
  { id: 'retail', en: 'Retail', cn: '零售', bm: 'Runcit' },
  { id: 'wholesale', en: 'Wholesale', cn: '批发', bm: 'Borong' },
  { id: 'manufacturing', en: 'Manufacturing', cn: '制造', bm: 'Pembuatan' },
  { id: 'food_beverage', en: 'Food and beverage', cn: '餐饮', bm: 'Makanan dan minuman' },
  { id: 'beauty_wellness', en: 'Beauty and wellness', cn: '美容与保健', bm: 'Kecantikan dan kesihatan' },
  { id: 'health_medical', en: 'Health and medical', cn: '医疗保健', bm: 'Kesihatan dan perubatan' },
  { id: 'education', en: 'Education and training', cn: '教育培训', bm: 'Pendidikan dan latihan' },
  { id: 'property', en: 'Property and construction', cn: '房地产与建筑', bm: 'Hartanah dan pembinaan' },
  { id: 'automotive', en: 'Automotive', cn: '汽车', bm: 'Automotif' },
  { id: 'travel', en: 'Travel and hospitality', cn: '旅游与酒店', bm: 'Pelancongan dan hospitaliti' },
  { id: 'professional', en: 'Professional services', cn: '专业服务', bm: 'Perkhidmatan profesional' },
  { id: 'it_technology', en: 'IT and technology', cn: '资讯科技', bm: 'IT dan teknologi' },
  { id: 'logistics', en: 'Logistics and transport', cn: '物流运输', bm: 'Logistik dan pengangkutan' },
  { id: 'agriculture', en: 'Agriculture', cn: '农业', bm: 'Pertanian' },
  { id: 'fashion', en: 'Fashion and apparel', cn: '时尚服饰', bm: 'Fesyen dan pakaian' },
  { id: 'home_living', en: 'Home and living', cn: '家居生活', bm: 'Rumah dan gaya hidup' },
  { id: 'events', en: 'Events and entertainment', cn: '活动与娱乐', bm: 'Acara dan hiburan' },
  { id: 'other', en: 'Other', cn: '其他', bm: 'Lain-lain' },
] as const;

export type TBusinessNatureId = (typeof BUSINESS_NATURES)[number]['id'];
export const BUSINESS_NATURE_IDS = BUSINESS_NATURES.map((n) => n.id) as [TBusinessNatureId, ...TBusinessNatureId[]];
