#pragma once

#include "core/catalog/GpuCatalog.h"
#include "core/estimator/ModelCatalog.h"

#include <gtest/gtest.h>

namespace gp::test {

// A GPU of the shipped catalog by id; a missing one fails the test that asked for it.
inline GpuSpec builtInGpu(const char* id)
{
    const auto g = GpuCatalog::builtIn().find(QString::fromLatin1(id));
    EXPECT_TRUE(g.has_value()) << id;
    return g.value_or(GpuSpec{});
}

// A model of the shipped catalog by id; a missing one fails the test that asked for it.
inline ModelArchitecture builtInModel(const char* id)
{
    const auto m = ModelCatalog::builtIn().find(QString::fromLatin1(id));
    EXPECT_TRUE(m.has_value()) << id;
    return m.value_or(ModelArchitecture{});
}

} // namespace gp::test
