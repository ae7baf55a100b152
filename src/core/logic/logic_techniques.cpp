// Technique names and the dispatcher from a Technique to its finder.
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

namespace {

struct TechniqueInfo {
    const char* name;
    const char* id;
};

constexpr TechniqueInfo kInfo[kTechniqueCount] = {
    {"Naked single", "naked-single"},
    {"Hidden single", "hidden-single"},
    {"Pointing", "pointing"},
    {"Claiming", "claiming"},
    {"Naked pair", "naked-pair"},
    {"Hidden pair", "hidden-pair"},
    {"Naked triple", "naked-triple"},
    {"Hidden triple", "hidden-triple"},
    {"Naked quad", "naked-quad"},
    {"Hidden quad", "hidden-quad"},
    {"X-Wing", "x-wing"},
    {"XY-Wing", "xy-wing"},
    {"Swordfish", "swordfish"},
    {"XYZ-Wing", "xyz-wing"},
    {"Simple colouring", "simple-colouring"},
    {"Jellyfish", "jellyfish"},
    {"Forcing chain", "forcing-chain"},
    {"Nishio", "nishio"},
    {"Cage combination", "cage-combination"},
    {"Rule of 45", "rule-of-45"},
};

constexpr Technique kByRank[kTechniqueCount] = {
    Technique::NakedSingle,  Technique::HiddenSingle,    Technique::CageCombination,
    Technique::Pointing,     Technique::Claiming,        Technique::RuleOf45,
    Technique::NakedPair,    Technique::HiddenPair,      Technique::NakedTriple,
    Technique::HiddenTriple, Technique::NakedQuad,       Technique::HiddenQuad,
    Technique::XWing,        Technique::XYWing,          Technique::Swordfish,
    Technique::XYZWing,      Technique::SimpleColouring, Technique::Jellyfish,
    Technique::ForcingChain, Technique::Nishio,
};

}  // namespace

Technique technique_by_rank(int rank) {
    return kByRank[rank];
}

int technique_rank(Technique technique) {
    for (int r = 0; r < kTechniqueCount; ++r)
        if (kByRank[r] == technique) return r;
    return kTechniqueCount;
}

const char* technique_name(Technique t) {
    return kInfo[static_cast<int>(t)].name;
}

const char* technique_id(Technique t) {
    return kInfo[static_cast<int>(t)].id;
}

std::optional<LogicStep> find_step(const CandidateGrid& grid, Technique technique,
                                   const ForcingOptions& options) {
    switch (technique) {
        case Technique::NakedSingle:
            return find_naked_single(grid);
        case Technique::HiddenSingle:
            return find_hidden_single(grid);
        case Technique::Pointing:
        case Technique::Claiming:
            return find_intersection(grid, technique);
        case Technique::NakedPair:
            return find_naked_subset(grid, 2);
        case Technique::HiddenPair:
            return find_hidden_subset(grid, 2);
        case Technique::NakedTriple:
            return find_naked_subset(grid, 3);
        case Technique::HiddenTriple:
            return find_hidden_subset(grid, 3);
        case Technique::NakedQuad:
            return find_naked_subset(grid, 4);
        case Technique::HiddenQuad:
            return find_hidden_subset(grid, 4);
        case Technique::XWing:
            return find_fish(grid, 2);
        case Technique::XYWing:
            return find_xy_wing(grid);
        case Technique::Swordfish:
            return find_fish(grid, 3);
        case Technique::XYZWing:
            return find_xyz_wing(grid);
        case Technique::SimpleColouring:
            return find_simple_colouring(grid);
        case Technique::Jellyfish:
            return find_fish(grid, 4);
        case Technique::ForcingChain:
            return find_forcing_chain(grid, options);
        case Technique::Nishio:
            return find_nishio(grid, options);
        case Technique::CageCombination:
            return find_cage_combination(grid);
        case Technique::RuleOf45:
            return find_rule_of_45(grid);
    }
    return std::nullopt;
}

void apply_step(CandidateGrid& grid, const LogicStep& step) {
    for (const auto& [c, d] : step.eliminations)
        grid.eliminate(c, d);
    for (const auto& [c, d] : step.placements)
        if (grid.is_empty(c)) grid.place(c, d);
}

}  // namespace sudoku::core
