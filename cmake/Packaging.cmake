# The Debian package (scripts/package.sh builds it): `cpack -G DEB` over what `cmake --install` puts under /usr.
# Dependencies are computed from the installed binaries (dpkg-shlibdeps), plus the programs GPU Planner runs rather
# than links: openssl and curl (a guard on a rented instance is installed through them), ca-certificates (the
# providers' APIs are checked against the system's roots).
include(GNUInstallDirs)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME gpuplanner)
set(CPACK_PACKAGE_VENDOR "GPU Planner developers")
set(CPACK_PACKAGE_CONTACT "GPU Planner developers <gpuplanner@example.invalid>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# qt6-qpa-plugins: without a platform plugin (xcb, wayland) the window cannot open, and libqt6gui6 only recommends it.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "ca-certificates, curl, openssl, qt6-qpa-plugins")
# Qt's own dialogs in Chinese, Chinese glyphs, and a Secret Service keychain where the desktop has none.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-wqy-microhei | fonts-noto-cjk, gnome-keyring")
# Without these, lintian reports world-writable or group-writable folders from the builder's umask.
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
# The synopsis, then the description in English and Chinese that `apt show` prints (CPack indents it and turns the
# empty line into Debian's paragraph mark).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "plan, price and operate rented GPUs for LLM work")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "GPU Planner tells a small AI team which GPU to rent for fine-tuning or
serving a language model, what it will cost, and keeps the rented instance
from wasting money: a memory estimator, dated provider price catalogs, a
cost model, and an SSH console with uploads, a smoke test and idle guards.
The command-line front end gpuplanner-cli serves scripts.

算力规划：为大模型微调与推理估算显存、比较云厂商价格（人民币与美元），
并通过 SSH 控制台上传、冒烟测试和闲置保护管理租用的 GPU 实例。")

# Debian policy: the copyright file and a compressed changelog in /usr/share/doc/<package>.
set(_doc "${CMAKE_INSTALL_DATADIR}/doc/gpuplanner")
install(FILES "${PROJECT_SOURCE_DIR}/resources/debian/copyright" DESTINATION "${_doc}")
set(_changelog "${PROJECT_BINARY_DIR}/changelog.Debian.gz")
add_custom_command(OUTPUT "${_changelog}"
    COMMAND gzip -9n -c "${PROJECT_SOURCE_DIR}/resources/debian/changelog" > "${_changelog}"
    DEPENDS "${PROJECT_SOURCE_DIR}/resources/debian/changelog" VERBATIM)
add_custom_target(debian_changelog ALL DEPENDS "${_changelog}")
install(FILES "${_changelog}" DESTINATION "${_doc}")

include(CPack)
