const consent: { text: string; linkText: string } = {
  text: "Shaxsga doir maʼlumotlarim quyidagi hujjatga muvofiq qayta ishlanishiga roziman:",
  linkText: "Maxfiylik siyosati",
};

export default consent;
