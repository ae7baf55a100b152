#include "cli/matrix_summary.hpp"

#include <cstdio>

namespace sudoku::cli {

namespace {

struct SizeRow {
    int size = 0;
    int requests = 0;
    int missed = 0;
    const MatrixCell* slowest = nullptr;  // largest median
    double worst_p90 = 0;
};

std::string seconds(double s) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f s", s);
    return text;
}

}  // namespace

void print_matrix_summary(const std::vector<MatrixCell>& cells, std::ostream& out) {
    std::vector<SizeRow> rows;
    for (const MatrixCell& cell : cells) {
        SizeRow* row = nullptr;
        for (SizeRow& r : rows)
            if (r.size == cell.size) row = &r;
        if (!row) row = &rows.emplace_back(SizeRow{.size = cell.size});
        ++row->requests;
        row->missed += !cell.ok;
        if (!row->slowest || cell.median > row->slowest->median) row->slowest = &cell;
        if (cell.p90 > row->worst_p90) row->worst_p90 = cell.p90;
    }
    out << "\n| size | requests | over the target | slowest median | its request | largest p90 |\n"
        << "|---:|---:|---:|---:|---|---:|\n";
    for (const SizeRow& r : rows)
        out << "| " << r.size << "x" << r.size << " | " << r.requests << " | " << r.missed << " | "
            << seconds(r.slowest->median) << " | " << r.slowest->kind << " | "
            << seconds(r.worst_p90) << " |\n";
}

}  // namespace sudoku::cli
