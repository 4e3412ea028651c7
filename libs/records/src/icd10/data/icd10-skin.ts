/**
 * The ICD-10 codes shipped with the product (WHO ICD-10, 2019 edition, English titles): all of
 * chapter XII (L00–L99, every category and its subcategories, asterisk categories marked *),
 * and the skin-clinic codes of other chapters (leprosy, erysipelas, viral skin infections,
 * mycoses, infestations, skin neoplasms, allergy, follow-up Z codes). The hospital's licensed
 * full list replaces or extends it with `npm run icd10:import -- file.csv`.
 * One code a line: the code, a space, the title.
 */
const LINES = `
A18.4 Tuberculosis of skin and subcutaneous tissue
A30 Leprosy [Hansen disease]
A30.0 Indeterminate leprosy
A30.1 Tuberculoid leprosy
A30.2 Borderline tuberculoid leprosy
A30.3 Borderline leprosy
A30.4 Borderline lepromatous leprosy
A30.5 Lepromatous leprosy
A30.8 Other forms of leprosy
A30.9 Leprosy, unspecified
A31.1 Cutaneous mycobacterial infection
A46 Erysipelas
A63.0 Anogenital (venereal) warts
B00 Herpesviral [herpes simplex] infections
B00.0 Eczema herpeticum
B00.1 Herpesviral vesicular dermatitis
B00.2 Herpesviral gingivostomatitis and pharyngotonsillitis
B00.3 Herpesviral meningitis
B00.4 Herpesviral encephalitis
B00.5 Herpesviral ocular disease
B00.7 Disseminated herpesviral disease
B00.8 Other forms of herpesviral infection
B00.9 Herpesviral infection, unspecified
B01 Varicella [chickenpox]
B01.0 Varicella meningitis
B01.1 Varicella encephalitis
B01.2 Varicella pneumonia
B01.8 Varicella with other complications
B01.9 Varicella without complication
B02 Zoster [herpes zoster]
B02.0 Zoster encephalitis
B02.1 Zoster meningitis
B02.2 Zoster with other nervous system involvement
B02.3 Zoster ocular disease
B02.7 Disseminated zoster
B02.8 Zoster with other complications
B02.9 Zoster without complication
B03 Smallpox
B04 Monkeypox
B05 Measles
B05.9 Measles without complication
B06 Rubella [German measles]
B06.9 Rubella without complication
B07 Viral warts
B08 Other viral infections characterized by skin and mucous membrane lesions, not elsewhere classified
B08.0 Other orthopoxvirus infections
B08.1 Molluscum contagiosum
B08.2 Exanthema subitum [sixth disease]
B08.3 Erythema infectiosum [fifth disease]
B08.4 Enteroviral vesicular stomatitis with exanthem
B08.5 Enteroviral vesicular pharyngitis
B08.8 Other specified viral infections characterized by skin and mucous membrane lesions
B09 Unspecified viral infection characterized by skin and mucous membrane lesions
B35 Dermatophytosis
B35.0 Tinea barbae and tinea capitis
B35.1 Tinea unguium
B35.2 Tinea manuum
B35.3 Tinea pedis
B35.4 Tinea corporis
B35.5 Tinea imbricata
B35.6 Tinea cruris
B35.8 Other dermatophytoses
B35.9 Dermatophytosis, unspecified
B36 Other superficial mycoses
B36.0 Pityriasis versicolor
B36.1 Tinea nigra
B36.2 White piedra
B36.3 Black piedra
B36.8 Other specified superficial mycoses
B36.9 Superficial mycosis, unspecified
B37 Candidiasis
B37.0 Candidal stomatitis
B37.1 Pulmonary candidiasis
B37.2 Candidiasis of skin and nail
B37.3 Candidiasis of vulva and vagina
B37.4 Candidiasis of other urogenital sites
B37.5 Candidal meningitis
B37.6 Candidal endocarditis
B37.7 Candidal sepsis
B37.8 Candidiasis of other sites
B37.9 Candidiasis, unspecified
B38 Coccidioidomycosis
B39 Histoplasmosis
B40 Blastomycosis
B41 Paracoccidioidomycosis
B42 Sporotrichosis
B42.0 Pulmonary sporotrichosis
B42.1 Lymphocutaneous sporotrichosis
B42.7 Disseminated sporotrichosis
B42.8 Other forms of sporotrichosis
B42.9 Sporotrichosis, unspecified
B43 Chromomycosis and phaeomycotic abscess
B43.0 Cutaneous chromomycosis
B43.1 Phaeomycotic brain abscess
B43.2 Subcutaneous phaeomycotic abscess and cyst
B43.8 Other forms of chromomycosis
B43.9 Chromomycosis, unspecified
B44 Aspergillosis
B45 Cryptococcosis
B45.2 Cutaneous cryptococcosis
B46 Zygomycosis
B47 Mycetoma
B47.0 Eumycetoma
B47.1 Actinomycetoma
B47.9 Mycetoma, unspecified
B48 Other mycoses, not elsewhere classified
B48.0 Lobomycosis
B48.1 Rhinosporidiosis
B48.2 Allescheriasis
B48.3 Geotrichosis
B48.4 Penicillosis
B48.7 Opportunistic mycoses
B48.8 Other specified mycoses
B49 Unspecified mycosis
B55.1 Cutaneous leishmaniasis
B85 Pediculosis and phthiriasis
B85.0 Pediculosis due to Pediculus humanus capitis
B85.1 Pediculosis due to Pediculus humanus corporis
B85.2 Pediculosis, unspecified
B85.3 Phthiriasis
B85.4 Mixed pediculosis and phthiriasis
B86 Scabies
B87.0 Cutaneous myiasis
B88.0 Other acariasis
B92 Sequelae of leprosy
C43 Malignant melanoma of skin
C43.0 Malignant melanoma of lip
C43.1 Malignant melanoma of eyelid, including canthus
C43.2 Malignant melanoma of ear and external auricular canal
C43.3 Malignant melanoma of other and unspecified parts of face
C43.4 Malignant melanoma of scalp and neck
C43.5 Malignant melanoma of trunk
C43.6 Malignant melanoma of upper limb, including shoulder
C43.7 Malignant melanoma of lower limb, including hip
C43.8 Overlapping malignant melanoma of skin
C43.9 Malignant melanoma of skin, unspecified
C44 Other malignant neoplasms of skin
C44.0 Skin of lip
C44.1 Skin of eyelid, including canthus
C44.2 Skin of ear and external auricular canal
C44.3 Skin of other and unspecified parts of face
C44.4 Skin of scalp and neck
C44.5 Skin of trunk
C44.6 Skin of upper limb, including shoulder
C44.7 Skin of lower limb, including hip
C44.8 Overlapping lesion of skin
C44.9 Malignant neoplasm of skin, unspecified
C46.0 Kaposi sarcoma of skin
C84.0 Mycosis fungoides
D03 Melanoma in situ
D03.0 Melanoma in situ of lip
D03.1 Melanoma in situ of eyelid, including canthus
D03.2 Melanoma in situ of ear and external auricular canal
D03.3 Melanoma in situ of other and unspecified parts of face
D03.4 Melanoma in situ of scalp and neck
D03.5 Melanoma in situ of trunk
D03.6 Melanoma in situ of upper limb, including shoulder
D03.7 Melanoma in situ of lower limb, including hip
D03.8 Melanoma in situ of other sites
D03.9 Melanoma in situ, unspecified
D04 Carcinoma in situ of skin
D04.0 Skin of lip
D04.1 Skin of eyelid, including canthus
D04.2 Skin of ear and external auricular canal
D04.3 Skin of other and unspecified parts of face
D04.4 Skin of scalp and neck
D04.5 Skin of trunk
D04.6 Skin of upper limb, including shoulder
D04.7 Skin of lower limb, including hip
D04.8 Skin of other sites
D04.9 Skin, unspecified
D18 Haemangioma and lymphangioma, any site
D18.0 Haemangioma, any site
D18.1 Lymphangioma, any site
D22 Melanocytic naevi
D22.0 Melanocytic naevi of lip
D22.1 Melanocytic naevi of eyelid, including canthus
D22.2 Melanocytic naevi of ear and external auricular canal
D22.3 Melanocytic naevi of other and unspecified parts of face
D22.4 Melanocytic naevi of scalp and neck
D22.5 Melanocytic naevi of trunk
D22.6 Melanocytic naevi of upper limb, including shoulder
D22.7 Melanocytic naevi of lower limb, including hip
D22.9 Melanocytic naevi, unspecified
D23 Other benign neoplasms of skin
D23.0 Skin of lip
D23.1 Skin of eyelid, including canthus
D23.2 Skin of ear and external auricular canal
D23.3 Skin of other and unspecified parts of face
D23.4 Skin of scalp and neck
D23.5 Skin of trunk
D23.6 Skin of upper limb, including shoulder
D23.7 Skin of lower limb, including hip
D23.9 Skin, unspecified
D69.0 Allergic purpura
L00 Staphylococcal scalded skin syndrome
L01 Impetigo
L01.0 Impetigo [any organism] [any site]
L01.1 Impetiginization of other dermatoses
L02 Cutaneous abscess, furuncle and carbuncle
L02.0 Cutaneous abscess, furuncle and carbuncle of face
L02.1 Cutaneous abscess, furuncle and carbuncle of neck
L02.2 Cutaneous abscess, furuncle and carbuncle of trunk
L02.3 Cutaneous abscess, furuncle and carbuncle of buttock
L02.4 Cutaneous abscess, furuncle and carbuncle of limb
L02.8 Cutaneous abscess, furuncle and carbuncle of other sites
L02.9 Cutaneous abscess, furuncle and carbuncle, unspecified
L03 Cellulitis
L03.0 Cellulitis of finger and toe
L03.1 Cellulitis of other parts of limb
L03.2 Cellulitis of face
L03.3 Cellulitis of trunk
L03.8 Cellulitis of other sites
L03.9 Cellulitis, unspecified
L04 Acute lymphadenitis
L04.0 Acute lymphadenitis of face, head and neck
L04.1 Acute lymphadenitis of trunk
L04.2 Acute lymphadenitis of upper limb
L04.3 Acute lymphadenitis of lower limb
L04.8 Acute lymphadenitis of other sites
L04.9 Acute lymphadenitis, unspecified
L05 Pilonidal cyst
L05.0 Pilonidal cyst with abscess
L05.9 Pilonidal cyst without abscess
L08 Other local infections of skin and subcutaneous tissue
L08.0 Pyoderma
L08.1 Erythrasma
L08.8 Other specified local infections of skin and subcutaneous tissue
L08.9 Local infection of skin and subcutaneous tissue, unspecified
L10 Pemphigus
L10.0 Pemphigus vulgaris
L10.1 Pemphigus vegetans
L10.2 Pemphigus foliaceus
L10.3 Brazilian pemphigus [fogo selvagem]
L10.4 Pemphigus erythematosus
L10.5 Drug-induced pemphigus
L10.8 Other pemphigus
L10.9 Pemphigus, unspecified
L11 Other acantholytic disorders
L11.0 Acquired keratosis follicularis
L11.1 Transient acantholytic dermatosis [Grover]
L11.8 Other specified acantholytic disorders
L11.9 Acantholytic disorder, unspecified
L12 Pemphigoid
L12.0 Bullous pemphigoid
L12.1 Cicatricial pemphigoid
L12.2 Chronic bullous disease of childhood
L12.3 Acquired epidermolysis bullosa
L12.8 Other pemphigoid
L12.9 Pemphigoid, unspecified
L13 Other bullous disorders
L13.0 Dermatitis herpetiformis
L13.1 Subcorneal pustular dermatitis
L13.8 Other specified bullous disorders
L13.9 Bullous disorder, unspecified
L14* Bullous disorders in diseases classified elsewhere
L20 Atopic dermatitis
L20.0 Besnier prurigo
L20.8 Other atopic dermatitis
L20.9 Atopic dermatitis, unspecified
L21 Seborrhoeic dermatitis
L21.0 Seborrhoea capitis
L21.1 Seborrhoeic infantile dermatitis
L21.8 Other seborrhoeic dermatitis
L21.9 Seborrhoeic dermatitis, unspecified
L22 Diaper [napkin] dermatitis
L23 Allergic contact dermatitis
L23.0 Allergic contact dermatitis due to metals
L23.1 Allergic contact dermatitis due to adhesives
L23.2 Allergic contact dermatitis due to cosmetics
L23.3 Allergic contact dermatitis due to drugs in contact with skin
L23.4 Allergic contact dermatitis due to dyes
L23.5 Allergic contact dermatitis due to other chemical products
L23.6 Allergic contact dermatitis due to food in contact with skin
L23.7 Allergic contact dermatitis due to plants, except food
L23.8 Allergic contact dermatitis due to other agents
L23.9 Allergic contact dermatitis, unspecified cause
L24 Irritant contact dermatitis
L24.0 Irritant contact dermatitis due to detergents
L24.1 Irritant contact dermatitis due to oils and greases
L24.2 Irritant contact dermatitis due to solvents
L24.3 Irritant contact dermatitis due to cosmetics
L24.4 Irritant contact dermatitis due to drugs in contact with skin
L24.5 Irritant contact dermatitis due to other chemical products
L24.6 Irritant contact dermatitis due to food in contact with skin
L24.7 Irritant contact dermatitis due to plants, except food
L24.8 Irritant contact dermatitis due to other agents
L24.9 Irritant contact dermatitis, unspecified cause
L25 Unspecified contact dermatitis
L25.0 Unspecified contact dermatitis due to cosmetics
L25.1 Unspecified contact dermatitis due to drugs in contact with skin
L25.2 Unspecified contact dermatitis due to dyes
L25.3 Unspecified contact dermatitis due to other chemical products
L25.4 Unspecified contact dermatitis due to food in contact with skin
L25.5 Unspecified contact dermatitis due to plants, except food
L25.8 Unspecified contact dermatitis due to other agents
L25.9 Unspecified contact dermatitis, unspecified cause
L26 Exfoliative dermatitis
L27 Dermatitis due to substances taken internally
L27.0 Generalized skin eruption due to drugs and medicaments
L27.1 Localized skin eruption due to drugs and medicaments
L27.2 Dermatitis due to ingested food
L27.8 Dermatitis due to other substances taken internally
L27.9 Dermatitis due to unspecified substance taken internally
L28 Lichen simplex chronicus and prurigo
L28.0 Lichen simplex chronicus
L28.1 Prurigo nodularis
L28.2 Other prurigo
L29 Pruritus
L29.0 Pruritus ani
L29.1 Pruritus scroti
L29.2 Pruritus vulvae
L29.3 Anogenital pruritus, unspecified
L29.8 Other pruritus
L29.9 Pruritus, unspecified
L30 Other dermatitis
L30.0 Nummular dermatitis
L30.1 Dyshidrosis [pompholyx]
L30.2 Cutaneous autosensitization
L30.3 Infective dermatitis
L30.4 Erythema intertrigo
L30.5 Pityriasis alba
L30.8 Other specified dermatitis
L30.9 Dermatitis, unspecified
L40 Psoriasis
L40.0 Psoriasis vulgaris
L40.1 Generalized pustular psoriasis
L40.2 Acrodermatitis continua
L40.3 Pustulosis palmaris et plantaris
L40.4 Guttate psoriasis
L40.5 Arthropathic psoriasis
L40.8 Other psoriasis
L40.9 Psoriasis, unspecified
L41 Parapsoriasis
L41.0 Pityriasis lichenoides et varioliformis acuta
L41.1 Pityriasis lichenoides chronica
L41.3 Small plaque parapsoriasis
L41.4 Large plaque parapsoriasis
L41.5 Retiform parapsoriasis
L41.8 Other parapsoriasis
L41.9 Parapsoriasis, unspecified
L42 Pityriasis rosea
L43 Lichen planus
L43.0 Hypertrophic lichen planus
L43.1 Bullous lichen planus
L43.2 Lichenoid drug reaction
L43.3 Subacute (active) lichen planus
L43.8 Other lichen planus
L43.9 Lichen planus, unspecified
L44 Other papulosquamous disorders
L44.0 Pityriasis rubra pilaris
L44.1 Lichen nitidus
L44.2 Lichen striatus
L44.3 Lichen ruber moniliformis
L44.4 Infantile papular acrodermatitis [Giannotti-Crosti]
L44.8 Other specified papulosquamous disorders
L44.9 Papulosquamous disorder, unspecified
L45* Papulosquamous disorders in diseases classified elsewhere
L50 Urticaria
L50.0 Allergic urticaria
L50.1 Idiopathic urticaria
L50.2 Urticaria due to cold and heat
L50.3 Dermatographic urticaria
L50.4 Vibratory urticaria
L50.5 Cholinergic urticaria
L50.6 Contact urticaria
L50.8 Other urticaria
L50.9 Urticaria, unspecified
L51 Erythema multiforme
L51.0 Nonbullous erythema multiforme
L51.1 Bullous erythema multiforme
L51.2 Toxic epidermal necrolysis [Lyell]
L51.8 Other erythema multiforme
L51.9 Erythema multiforme, unspecified
L52 Erythema nodosum
L53 Other erythematous conditions
L53.0 Toxic erythema
L53.1 Erythema annulare centrifugum
L53.2 Erythema marginatum
L53.3 Other chronic figurate erythema
L53.8 Other specified erythematous conditions
L53.9 Erythematous condition, unspecified
L54* Erythema in diseases classified elsewhere
L54.0* Erythema marginatum in acute rheumatic fever
L54.8* Erythema in other diseases classified elsewhere
L55 Sunburn
L55.0 Sunburn of first degree
L55.1 Sunburn of second degree
L55.2 Sunburn of third degree
L55.8 Other sunburn
L55.9 Sunburn, unspecified
L56 Other acute skin changes due to ultraviolet radiation
L56.0 Drug phototoxic response
L56.1 Drug photoallergic response
L56.2 Photocontact dermatitis [berloque dermatitis]
L56.3 Solar urticaria
L56.4 Polymorphous light eruption
L56.8 Other specified acute skin changes due to ultraviolet radiation
L56.9 Acute skin change due to ultraviolet radiation, unspecified
L57 Skin changes due to chronic exposure to nonionizing radiation
L57.0 Actinic keratosis
L57.1 Actinic reticuloid
L57.2 Cutis rhomboidalis nuchae
L57.3 Poikiloderma of Civatte
L57.4 Cutis laxa senilis
L57.5 Actinic granuloma
L57.8 Other skin changes due to chronic exposure to nonionizing radiation
L57.9 Skin changes due to chronic exposure to nonionizing radiation, unspecified
L58 Radiodermatitis
L58.0 Acute radiodermatitis
L58.1 Chronic radiodermatitis
L58.9 Radiodermatitis, unspecified
L59 Other disorders of skin and subcutaneous tissue related to radiation
L59.0 Erythema ab igne [dermatitis ab igne]
L59.8 Other specified disorders of skin and subcutaneous tissue related to radiation
L59.9 Disorder of skin and subcutaneous tissue related to radiation, unspecified
L60 Nail disorders
L60.0 Ingrowing nail
L60.1 Onycholysis
L60.2 Onychogryphosis
L60.3 Nail dystrophy
L60.4 Beau lines
L60.5 Yellow nail syndrome
L60.8 Other nail disorders
L60.9 Nail disorder, unspecified
L62* Nail disorders in diseases classified elsewhere
L62.0* Clubbed nail pachydermoperiostosis
L62.8* Nail disorders in other diseases classified elsewhere
L63 Alopecia areata
L63.0 Alopecia (capitis) totalis
L63.1 Alopecia universalis
L63.2 Ophiasis
L63.8 Other alopecia areata
L63.9 Alopecia areata, unspecified
L64 Androgenic alopecia
L64.0 Drug-induced androgenic alopecia
L64.8 Other androgenic alopecia
L64.9 Androgenic alopecia, unspecified
L65 Other nonscarring hair loss
L65.0 Telogen effluvium
L65.1 Anagen effluvium
L65.2 Alopecia mucinosa
L65.8 Other specified nonscarring hair loss
L65.9 Nonscarring hair loss, unspecified
L66 Cicatricial alopecia [scarring hair loss]
L66.0 Pseudopelade
L66.1 Lichen planopilaris
L66.2 Folliculitis decalvans
L66.3 Perifolliculitis capitis abscedens
L66.4 Folliculitis ulerythematosa reticulata
L66.8 Other cicatricial alopecia
L66.9 Cicatricial alopecia, unspecified
L67 Hair colour and hair shaft abnormalities
L67.0 Trichorrhexis nodosa
L67.1 Variations in hair colour
L67.8 Other hair colour and hair shaft abnormalities
L67.9 Hair colour and hair shaft abnormality, unspecified
L68 Hypertrichosis
L68.0 Hirsutism
L68.1 Acquired hypertrichosis lanuginosa
L68.2 Localized hypertrichosis
L68.3 Polytrichia
L68.8 Other hypertrichosis
L68.9 Hypertrichosis, unspecified
L70 Acne
L70.0 Acne vulgaris
L70.1 Acne conglobata
L70.2 Acne varioliformis
L70.3 Acne tropica
L70.4 Infantile acne
L70.5 Acné excoriée des jeunes filles
L70.8 Other acne
L70.9 Acne, unspecified
L71 Rosacea
L71.0 Perioral dermatitis
L71.1 Rhinophyma
L71.8 Other rosacea
L71.9 Rosacea, unspecified
L72 Follicular cysts of skin and subcutaneous tissue
L72.0 Epidermal cyst
L72.1 Trichilemmal cyst
L72.2 Steatocystoma multiplex
L72.8 Other follicular cysts of skin and subcutaneous tissue
L72.9 Follicular cyst of skin and subcutaneous tissue, unspecified
L73 Other follicular disorders
L73.0 Acne keloid
L73.1 Pseudofolliculitis barbae
L73.2 Hidradenitis suppurativa
L73.8 Other specified follicular disorders
L73.9 Follicular disorder, unspecified
L74 Eccrine sweat disorders
L74.0 Miliaria rubra
L74.1 Miliaria crystallina
L74.2 Miliaria profunda
L74.3 Miliaria, unspecified
L74.4 Anhidrosis
L74.8 Other eccrine sweat disorders
L74.9 Eccrine sweat disorder, unspecified
L75 Apocrine sweat disorders
L75.0 Bromhidrosis
L75.1 Chromhidrosis
L75.2 Apocrine miliaria
L75.8 Other apocrine sweat disorders
L75.9 Apocrine sweat disorder, unspecified
L80 Vitiligo
L81 Other disorders of pigmentation
L81.0 Postinflammatory hyperpigmentation
L81.1 Chloasma
L81.2 Freckles
L81.3 Café au lait spots
L81.4 Other melanin hyperpigmentation
L81.5 Leukoderma, not elsewhere classified
L81.6 Other disorders of diminished melanin formation
L81.7 Pigmented purpuric dermatosis
L81.8 Other specified disorders of pigmentation
L81.9 Disorder of pigmentation, unspecified
L82 Seborrhoeic keratosis
L83 Acanthosis nigricans
L84 Corns and callosities
L85 Other epidermal thickening
L85.0 Acquired ichthyosis
L85.1 Acquired keratosis [keratoderma] palmaris et plantaris
L85.2 Keratosis punctata (palmaris et plantaris)
L85.3 Xerosis cutis
L85.8 Other specified epidermal thickening
L85.9 Epidermal thickening, unspecified
L86* Keratoderma in diseases classified elsewhere
L87 Transepidermal elimination disorders
L87.0 Keratosis follicularis et parafollicularis in cutem penetrans [Kyrle]
L87.1 Reactive perforating collagenosis
L87.2 Elastosis perforans serpiginosa
L87.8 Other transepidermal elimination disorders
L87.9 Transepidermal elimination disorder, unspecified
L88 Pyoderma gangrenosum
L89 Decubitus ulcer and pressure area
L89.0 Stage I decubitus ulcer and pressure area
L89.1 Stage II decubitus ulcer
L89.2 Stage III decubitus ulcer
L89.3 Stage IV decubitus ulcer
L89.9 Decubitus ulcer and pressure area, unspecified
L90 Atrophic disorders of skin
L90.0 Lichen sclerosus et atrophicus
L90.1 Anetoderma of Schweninger-Buzzi
L90.2 Anetoderma of Jadassohn-Pellizzari
L90.3 Atrophoderma of Pasini and Pierini
L90.4 Acrodermatitis chronica atrophicans
L90.5 Scar conditions and fibrosis of skin
L90.6 Striae atrophicae
L90.8 Other atrophic disorders of skin
L90.9 Atrophic disorder of skin, unspecified
L91 Hypertrophic disorders of skin
L91.0 Hypertrophic scar
L91.8 Other hypertrophic disorders of skin
L91.9 Hypertrophic disorder of skin, unspecified
L92 Granulomatous disorders of skin and subcutaneous tissue
L92.0 Granuloma annulare
L92.1 Necrobiosis lipoidica, not elsewhere classified
L92.2 Granuloma faciale [eosinophilic granuloma of skin]
L92.3 Foreign body granuloma of skin and subcutaneous tissue
L92.8 Other granulomatous disorders of skin and subcutaneous tissue
L92.9 Granulomatous disorder of skin and subcutaneous tissue, unspecified
L93 Lupus erythematosus
L93.0 Discoid lupus erythematosus
L93.1 Subacute cutaneous lupus erythematosus
L93.2 Other local lupus erythematosus
L94 Other localized connective tissue disorders
L94.0 Localized scleroderma [morphea]
L94.1 Linear scleroderma
L94.2 Calcinosis cutis
L94.3 Sclerodactyly
L94.4 Gottron papules
L94.5 Poikiloderma vasculare atrophicans
L94.6 Ainhum
L94.8 Other specified localized connective tissue disorders
L94.9 Localized connective tissue disorder, unspecified
L95 Vasculitis limited to skin, not elsewhere classified
L95.0 Livedoid vasculitis
L95.1 Erythema elevatum diutinum
L95.8 Other vasculitis limited to skin
L95.9 Vasculitis limited to skin, unspecified
L97 Ulcer of lower limb, not elsewhere classified
L98 Other disorders of skin and subcutaneous tissue, not elsewhere classified
L98.0 Pyogenic granuloma
L98.1 Factitial dermatitis
L98.2 Febrile neutrophilic dermatosis [Sweet]
L98.3 Eosinophilic cellulitis [Wells]
L98.4 Chronic ulcer of skin, not elsewhere classified
L98.5 Mucinosis of skin
L98.6 Other infiltrative disorders of skin and subcutaneous tissue
L98.8 Other specified disorders of skin and subcutaneous tissue
L98.9 Disorder of skin and subcutaneous tissue, unspecified
L99* Other disorders of skin and subcutaneous tissue in diseases classified elsewhere
L99.0* Amyloidosis of skin
L99.8* Other specified disorders of skin and subcutaneous tissue in diseases classified elsewhere
M32 Systemic lupus erythematosus
M33 Dermatopolymyositis
M34 Systemic sclerosis
Q80 Congenital ichthyosis
Q80.0 Ichthyosis vulgaris
Q81 Epidermolysis bullosa
Q82.2 Mastocytosis
R21 Rash and other nonspecific skin eruption
R61 Hyperhidrosis
R61.0 Localized hyperhidrosis
R61.1 Generalized hyperhidrosis
R61.9 Hyperhidrosis, unspecified
T78 Adverse effects, not elsewhere classified
T78.0 Anaphylactic shock due to adverse food reaction
T78.1 Other adverse food reactions, not elsewhere classified
T78.2 Anaphylactic shock, unspecified
T78.3 Angioneurotic oedema
T78.4 Allergy, unspecified
T78.8 Other adverse effects, not elsewhere classified
T78.9 Adverse effect, unspecified
T88.7 Unspecified adverse effect of drug or medicament
Z01.5 Diagnostic skin and sensitization tests
Z09 Follow-up examination after treatment for conditions other than malignant neoplasms
Z48.0 Attention to surgical dressings and sutures
Z76.0 Issue of repeat prescription
Z87.2 Personal history of diseases of the skin and subcutaneous tissue
`;

/** [code, title] of every shipped code; an asterisk code is stored without its '*'. */
export const ICD10_SKIN: ReadonlyArray<readonly [string, string]> = LINES.trim()
  .split('\n')
  .map((line) => {
    const space = line.indexOf(' ');
    return [line.slice(0, space).replace('*', ''), line.slice(space + 1)] as const;
  });
