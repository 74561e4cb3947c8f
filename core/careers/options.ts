/**
 * The career options of spec section 9, in one place. Only the codes are stored; every label is
 * in the locale files (careers.employmentTypes.<code>, careers.positionLevels.<n>,
 * careers.qualifications.<n>, careers.locations.<code>, careers.specializationGroups.<group>,
 * careers.specializations.<code>), so the dashboard words them in the user's language.
 */

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export type TEmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** 1 Senior Manager, 2 Manager, 3 Senior Executive, 4 Junior Executive, 5 Fresh or Entry Level, 6 Non-Executive. */
export const POSITION_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type TPositionLevel = (typeof POSITION_LEVELS)[number];

/** 0 No Minimum, 1 Primary/Secondary School/SPM/"O" Level ... 7 Doctorate (PhD): the lowest schooling a career accepts. */
export const QUALIFICATIONS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type TQualification = (typeof QUALIFICATIONS)[number];

/** The 13 states, the 3 federal territories, Singapore and Other. */
export const LOCATIONS = [
  'johor',
  'kedah',
  'kelantan',
  'melaka',
  'negeri_sembilan',
  'pahang',
  'penang',
  'perak',
  'perlis',
  'sabah',
  'sarawak',
  'selangor',
  'terengganu',
  'kuala_lumpur',
  'labuan',
  'putrajaya',
  'singapore',
  'other',
] as const;
export type TLocation = (typeof LOCATIONS)[number];

/** The specializations by group, as a select shows them (65 in 14 groups). */
export const SPECIALIZATION_GROUPS = {
  accounting_finance: ['audit_taxation', 'banking_financial', 'corporate_finance_investment', 'general_cost_accounting'],
  admin_human_resources: ['clerical_administrative', 'human_resources', 'secretarial', 'top_management'],
  arts_media_communications: ['advertising', 'arts_creative_design', 'entertainment', 'public_relations'],
  building_construction: ['architect_interior_design', 'civil_engineering_construction', 'property_real_estate', 'quantity_surveying'],
  computer_information_technology: ['it_hardware', 'it_network_sys_db_admin', 'it_software'],
  education_training: ['education', 'training_development'],
  engineering: [
    'chemical_engineering',
    'electrical_engineering',
    'electronics_engineering',
    'environmental_engineering',
    'industrial_engineering',
    'mechanical_automotive_engineering',
    'oil_gas_engineering',
    'other_engineering',
  ],
  healthcare: ['doctor_diagnosis', 'pharmacy', 'nurse_medical_support'],
  hotel_restaurant: ['food_beverage_restaurant', 'hotel_tourism'],
  manufacturing: ['maintenance', 'manufacturing', 'process_design_control', 'purchasing_material_management', 'quality_assurance'],
  sales_marketing: [
    'sales_corporate',
    'marketing_business_development',
    'merchandising',
    'retail_sales',
    'sales_engineering_technical_it',
    'sales_financial_services',
    'telesales_telemarketing',
  ],
  sciences: ['actuarial_statistics', 'agriculture', 'aviation', 'biotechnology', 'chemistry', 'food_technology_nutritionist', 'geology_geophysics', 'science_technology'],
  services: ['security_armed_forces', 'customer_service', 'logistics_supply_chain', 'law_legal_services', 'personal_care', 'social_services', 'technical_helpdesk_support'],
  others: ['general_work', 'journalist_editor', 'publishing', 'others'],
} as const;
export type TSpecializationGroup = keyof typeof SPECIALIZATION_GROUPS;
export type TSpecialization = (typeof SPECIALIZATION_GROUPS)[TSpecializationGroup][number];

export const SPECIALIZATIONS = Object.values(SPECIALIZATION_GROUPS).flat() as TSpecialization[];

/** The currency of a career's salary range (per month, in cents). */
export const CAREER_CURRENCY = 'SGD';
