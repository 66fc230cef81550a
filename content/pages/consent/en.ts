const consent: { text: string; linkText: string } = {
  text: "I agree to the processing of my personal data in accordance with the",
  linkText: "Privacy Policy",
};

export default consent;
