#include "app/watch/matrix_labels.hpp"

#include "core/grid/symbols.hpp"

namespace sudoku::app {

namespace {

const char* kind_letter(core::UnitKind kind) {
    switch (kind) {
        case core::UnitKind::Row:
            return "r";
        case core::UnitKind::Column:
            return "c";
        case core::UnitKind::Box:
            return "b";
        case core::UnitKind::Region:
            return "g";
        case core::UnitKind::Diagonal:
            return "d";
        case core::UnitKind::AntiDiagonal:
            return "a";
        case core::UnitKind::Window:
            return "w";
    }
    return "?";
}

DlxText meaning_text(core::UnitKind kind) {
    switch (kind) {
        case core::UnitKind::Row:
            return DlxText::ColumnRow;
        case core::UnitKind::Column:
            return DlxText::ColumnColumn;
        case core::UnitKind::Box:
            return DlxText::ColumnBox;
        case core::UnitKind::Region:
            return DlxText::ColumnRegion;
        case core::UnitKind::Diagonal:
            return DlxText::ColumnDiagonal;
        case core::UnitKind::AntiDiagonal:
            return DlxText::ColumnAntiDiagonal;
        case core::UnitKind::Window:
            return DlxText::ColumnWindow;
    }
    return DlxText::ColumnRow;
}

bool numbered(core::UnitKind kind) {
    return kind != core::UnitKind::Diagonal && kind != core::UnitKind::AntiDiagonal;
}

}  // namespace

DlxText group_text(core::CoverGroup group) {
    switch (group) {
        case core::CoverGroup::CellFilled:
            return DlxText::GroupCell;
        case core::CoverGroup::RowDigit:
            return DlxText::GroupRow;
        case core::CoverGroup::ColDigit:
            return DlxText::GroupColumn;
        case core::CoverGroup::BoxDigit:
            return DlxText::GroupBox;
        case core::CoverGroup::ExtraDigit:
            break;
    }
    return DlxText::GroupExtra;
}

std::string row_label(const core::ExactCover& cover, int row) {
    const core::CoverRow r = cover.row(row);
    return cover.layout().cell_name(r.cell) + "=" + core::digit_symbol(r.digit);
}

std::string column_label(const core::ExactCover& cover, int column) {
    const core::CoverColumn c = cover.column(column);
    if (c.group == core::CoverGroup::CellFilled) return cover.layout().cell_name(c.cell);
    const core::Unit& unit = cover.layout().units()[static_cast<std::size_t>(c.unit)];
    std::string out = kind_letter(unit.kind);
    if (numbered(unit.kind)) out += std::to_string(unit.index + 1);
    return out + "\xC2\xB7" + core::digit_symbol(c.digit);  // U+00B7 middle dot
}

std::string column_meaning(const core::ExactCover& cover, int column, Language language) {
    const core::CoverColumn c = cover.column(column);
    if (c.group == core::CoverGroup::CellFilled)
        return fill(dlx_text(DlxText::ColumnCell, language), {cover.layout().cell_name(c.cell)});
    const core::Unit& unit = cover.layout().units()[static_cast<std::size_t>(c.unit)];
    const std::string digit(1, core::digit_symbol(c.digit));
    const char* pattern = dlx_text(meaning_text(unit.kind), language);
    if (!numbered(unit.kind)) return fill(pattern, {digit});
    return fill(pattern, {std::to_string(unit.index + 1), digit});
}

}  // namespace sudoku::app
